# Ascon (NIST SP 800-232) on the host, standalone: the mode code and the portable backend compiled
# into the check itself (the primitive is not in src/manifest.json yet), the designers' four KAT
# files and the edge cases (tests/ascon/ascon_kat_check.c). Until Ascon is wired into the manifest,
# the registry and the vector runner, its public header waits in src/ascon/include/lwc/ (in
# include/lwc/ the hostile-input coverage check would require its functions in hostile_check.c) and
# the KAT files in kat/ (in the vector folders themselves the runner would be asked for rows it
# does not have yet); wiring moves both up one level (docs/ascon.md, "Integration").
file(GLOB ascon_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/ascon/*.c" "${PROJECT_SOURCE_DIR}/src/ascon/ref/*.c")
add_executable(ascon_kat_check ascon/ascon_kat_check.c ${ascon_srcs})
target_include_directories(ascon_kat_check PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                           ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                           ${PROJECT_SOURCE_DIR}/src/ascon/ref)
target_link_libraries(ascon_kat_check PRIVATE lwc)   # lwc_verify, lwc_wipe
set(ascon_kat "${CMAKE_CURRENT_SOURCE_DIR}/vectors")
add_test(NAME ascon-kat
         COMMAND ascon_kat_check ${ascon_kat}/ascon-aead128/kat/LWC_AEAD_KAT_128_128.txt
                 ${ascon_kat}/ascon-hash256/kat/LWC_HASH_KAT_128_256.txt
                 ${ascon_kat}/ascon-xof128/kat/LWC_XOF_KAT_128_512.txt
                 ${ascon_kat}/ascon-cxof128/kat/LWC_CXOF_KAT_128_512.txt)
set_tests_properties(ascon-kat PROPERTIES LABELS "ascon")

# The same check with every optional stretch of the contract announced (tests/ascon/stretches/: the
# stretches in C as ascon_perm.h states them), so the modes' stretch calls are built and checked
# too; the backend folder comes before ref/ on the include path, as the manifest rule orders them.
add_executable(ascon_kat_check_stretches ascon/ascon_kat_check.c ascon/stretches/ascon_stretches.c ${ascon_srcs})
target_include_directories(ascon_kat_check_stretches PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                           ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                           ${CMAKE_CURRENT_SOURCE_DIR}/ascon/stretches ${PROJECT_SOURCE_DIR}/src/ascon/ref)
target_link_libraries(ascon_kat_check_stretches PRIVATE lwc)
add_test(NAME ascon-kat-stretches
         COMMAND ascon_kat_check_stretches ${ascon_kat}/ascon-aead128/kat/LWC_AEAD_KAT_128_128.txt
                 ${ascon_kat}/ascon-hash256/kat/LWC_HASH_KAT_128_256.txt
                 ${ascon_kat}/ascon-xof128/kat/LWC_XOF_KAT_128_512.txt
                 ${ascon_kat}/ascon-cxof128/kat/LWC_CXOF_KAT_128_512.txt)
set_tests_properties(ascon-kat-stretches PROPERTIES LABELS "ascon")

# Secret taint under valgrind (tests/ascon/ascon_taint_check.c): no branch and no address on a key,
# nonce, text, tag, message or customization string. Not in the sanitizer build (valgrind and ASan
# do not mix).
if(NOT LWC_SANITIZE)
  add_executable(ascon_taint_check ascon/ascon_taint_check.c ${ascon_srcs})
  target_include_directories(ascon_taint_check PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                             ${PROJECT_SOURCE_DIR}/src/ascon/ref)
  target_link_libraries(ascon_taint_check PRIVATE lwc)
  find_program(LWC_VALGRIND valgrind)
  if(LWC_VALGRIND)
    add_test(NAME ascon-taint-valgrind
             COMMAND ${LWC_VALGRIND} --tool=memcheck --error-exitcode=1 --track-origins=yes --quiet
                     $<TARGET_FILE:ascon_taint_check>)
  else()
    add_test(NAME ascon-taint-valgrind COMMAND ${CMAKE_COMMAND} -E echo
             "valgrind not found: run tools/install-deps.sh (make deps)")
    set_tests_properties(ascon-taint-valgrind PROPERTIES WILL_FAIL TRUE)
  endif()
  set_tests_properties(ascon-taint-valgrind PROPERTIES LABELS "ascon")
endif()

# The target's backends (the portable C where they have no component) on every target and profile,
# and once more on each second emulator (tests/ascon/firmware.cmake, ascon_target_check.c): KAT
# records at the rate boundaries, alignments, the options, pieces; the ATmega128 also hashes from flash.
lwc_add_target_test(ascon-target EMULATORS FIRMWARE ascon_target_check PROPERTIES LABELS ascon)

# Every buffer alignment (tests/ascon/ascon_align_check.c) on every target and profile.
lwc_add_target_test(ascon-align FIRMWARE ascon_align_check PROPERTIES LABELS ascon)

# The four KAT files through the backend's firmware (ascon_kat_target, tests/ascon/firmware.cmake),
# on the Cortex-M3 and Cortex-M0+ configurations (the targets with RAM for a KAT record), fast and
# small, in both emulators.
foreach(kat aead128/kat/LWC_AEAD_KAT_128_128 hash256/kat/LWC_HASH_KAT_128_256 xof128/kat/LWC_XOF_KAT_128_512
            cxof128/kat/LWC_CXOF_KAT_128_512)
  string(REGEX REPLACE "/.*" "" fn "${kat}")
  lwc_add_target_test(ascon-kat-${fn}-{target} TARGETS cm3 cm0plus SIMULATED EMULATORS
                      PROPERTIES LABELS "ascon"
                      FIRMWARE ascon_kat_target --input ${ascon_kat}/ascon-${kat}.txt)
endforeach()

# The configuration's backend against the portable permutation on pseudo-random states, with its
# stretches (tests/ascon/ascon_backend_check.c), on every target and profile.
lwc_add_target_test(ascon-backend FIRMWARE ascon_backend_check PROPERTIES LABELS ascon)
