# TinyJAMBU's rows of the firmware-cost probes (bench/fit/CMakeLists.txt includes this).
foreach(bits 128 192 256)
  list(APPEND fit_rows "tinyjambu-${bits}|encrypt+decrypt|FIT_AEAD=lwc_tinyjambu${bits},FIT_ENCRYPT=1,FIT_DECRYPT=1"
                       "tinyjambu-${bits}|encrypt|FIT_AEAD=lwc_tinyjambu${bits},FIT_ENCRYPT=1")
endforeach()
