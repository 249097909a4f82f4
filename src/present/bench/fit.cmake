# PRESENT's rows of the firmware-cost probes (bench/fit/CMakeLists.txt includes this).
fit_cipher_rows(present-80 lwc_present 10)
fit_cipher_rows(present-128 lwc_present 16)
