# masked-<target>: the masked TinyJAMBU (lwc/masked.h) gives the unmasked functions' output for every
# key size and short AD and message lengths, re-masks its key on every call and refuses to run
# without a random source (tests/masked/masked_check.c), on every target and profile.
lwc_add_target_test(masked FIRMWARE masked_check)
# masked-romulus-t-<target>: the leveled masked Romulus-T (lwc/masked.h) gives the unmasked
# functions' output for short AD and message lengths, re-masks its key on every call and refuses to run
# without a random source (tests/masked/romulus_t_masked_check.c), on every target and profile.
lwc_add_target_test(masked-romulus-t FIRMWARE romulus_t_masked_check)
# vectors-<target>-romulus-t-masked-<file>: the leveled masked Romulus-T through lwc/masked.h (the
# vector runner's row "romulus-t/masked", tests/runner/variant_aeads.c) against the Romulus-T vector
# file: every entry on the host, every 7th on the Cortex-M cores' fast profiles (the cores with the
# masked assembly; 156 of the 1,089 entries, AD and message lengths 0 to 32 in varied pairs: a masked
# call costs tens of thousands of cycles there).
if(LWC_ALL_ALGORITHMS)
  file(GLOB files "${PROJECT_SOURCE_DIR}/tests/vectors/romulus-t/*.txt")
  foreach(f IN LISTS files)
    get_filename_component(stem "${f}" NAME_WE)
    lwc_add_target_test(vectors-{target}-romulus-t-masked-${stem} FAST_PROFILE TARGETS host
                        COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target {target}
                                --alg romulus-t/masked --runner {program:vector_runner} "${f}")
    lwc_add_target_test(vectors-{target}-romulus-t-masked-${stem} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                        COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target {target}
                                --alg romulus-t/masked --stride 7 --runner {program:vector_runner} "${f}")
  endforeach()
endif()
# masked-ascon-<target>: the leveled masked Ascon-AEAD128 (lwc/masked.h) gives the unmasked function's
# output for short AD and message lengths, refuses a wrong tag, re-masks its key on every call, refuses
# to run without a random source and costs the same cycles whatever the data (masked_ascon_check.c),
# on every target and profile. masked-ascon-kat-<target>: the designers' KAT file through the masked
# API (tests/masked/ascon_masked_kat.py feeds the records), on the host and the simulated Cortex-M3
# and Cortex-M0+ (the targets of the masked assembly).
lwc_add_target_test(masked-ascon FIRMWARE masked_ascon_check)
set(lwc_ascon_kat_feed ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/ascon_masked_kat.py
    ${PROJECT_SOURCE_DIR}/tests/vectors/ascon-aead128/LWC_AEAD_KAT_128_128.txt --)
add_test(NAME masked-ascon-kat-host COMMAND ${lwc_ascon_kat_feed} $<TARGET_FILE:masked_ascon_check>)
if(TARGET m3-run)
  lwc_add_target_test(masked-ascon-kat-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                      COMMAND ${lwc_ascon_kat_feed} $<TARGET_FILE:m3-run> --cpu {target} --input -
                              {program:masked_ascon_check})
endif()
# masked-ascon-3shares-host: the portable masked Ascon with three shares (the number of shares is a
# parameter of the C; the assembly is for two), the same checks and the KAT file.
add_test(NAME masked-ascon-3shares-host COMMAND ${lwc_ascon_kat_feed} $<TARGET_FILE:masked_ascon_check_3shares>)
