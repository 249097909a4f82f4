# Romulus's rows of the firmware-cost probes (bench/fit/CMakeLists.txt includes this).
foreach(member n m t)
  list(APPEND fit_rows "romulus-${member}|encrypt+decrypt|FIT_AEAD=lwc_romulus_${member},FIT_ENCRYPT=1,FIT_DECRYPT=1"
                       "romulus-${member}|encrypt|FIT_AEAD=lwc_romulus_${member},FIT_ENCRYPT=1")
endforeach()
list(APPEND fit_rows "romulus-h|hash|FIT_HASH=lwc_romulus_h")
