# LEA's rows of the firmware-cost probes (bench/fit/CMakeLists.txt includes this).
fit_cipher_rows(lea-128 lwc_lea 16)
fit_cipher_rows(lea-192 lwc_lea 24)
fit_cipher_rows(lea-256 lwc_lea 32)
list(GET LWC_BACKEND 0 fit_backend)   # the variants are those of the first backend folder
file(GLOB lea_otf CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/lea/variants/${fit_backend}/lea_otf_*.S")
if(lea_otf)  # the on-the-fly LEA of src/lea/variants/<backend>/ (Cortex-M3)
  list(APPEND fit_rows "lea-128|otf-encrypt|FIT_OTF_ENCRYPT=lea_otf_encrypt,FIT_KEY_BYTES=16")
endif()
