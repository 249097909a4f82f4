# Ascon's rows of the firmware-cost probes (bench/fit/CMakeLists.txt includes this).
list(APPEND fit_rows "ascon-aead128|encrypt+decrypt|FIT_AEAD=lwc_ascon_aead128,FIT_ENCRYPT=1,FIT_DECRYPT=1"
                     "ascon-aead128|encrypt|FIT_AEAD=lwc_ascon_aead128,FIT_ENCRYPT=1"
                     "ascon-hash256|hash|FIT_HASH=lwc_ascon_hash256")
