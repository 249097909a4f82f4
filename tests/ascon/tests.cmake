# Ascon (NIST SP 800-232) on the host beyond the vector files (which tools/run-vectors runs on every
# target through the descriptor tables, ctest vectors-<target>-ascon-*): the designers' four KAT
# files through the one-shot and incremental functions with the edge cases of the public API
# (tests/ascon/ascon_kat_check.c), against the library.
add_executable(ascon_kat_check ascon/ascon_kat_check.c)
target_link_libraries(ascon_kat_check PRIVATE lwc)
set(ascon_kat "${CMAKE_CURRENT_SOURCE_DIR}/vectors")
set(ascon_kat_files ${ascon_kat}/ascon-aead128/LWC_AEAD_KAT_128_128.txt ${ascon_kat}/ascon-hash256/LWC_HASH_KAT_128_256.txt
    ${ascon_kat}/ascon-xof128/LWC_XOF_KAT_128_512.txt ${ascon_kat}/ascon-cxof128/LWC_CXOF_KAT_128_512.txt)
add_test(NAME ascon-kat COMMAND ascon_kat_check ${ascon_kat_files})
set_tests_properties(ascon-kat PROPERTIES LABELS "ascon")

# The same check with every optional stretch of the contract announced (tests/ascon/stretches/: the
# stretches in C as ascon_perm.h states them), so the modes' stretch calls are built and checked
# too; the backend folder comes before ref/ on the include path, as the manifest rule orders them.
file(GLOB ascon_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/ascon/*.c" "${PROJECT_SOURCE_DIR}/src/ascon/ref/*.c")
add_executable(ascon_kat_check_stretches ascon/ascon_kat_check.c ascon/stretches/ascon_stretches.c ${ascon_srcs})
target_include_directories(ascon_kat_check_stretches PRIVATE
                           ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                           ${CMAKE_CURRENT_SOURCE_DIR}/ascon/stretches ${PROJECT_SOURCE_DIR}/src/ascon/ref)
target_link_libraries(ascon_kat_check_stretches PRIVATE lwc)
add_test(NAME ascon-kat-stretches COMMAND ascon_kat_check_stretches ${ascon_kat_files})
set_tests_properties(ascon-kat-stretches PROPERTIES LABELS "ascon")

# Secret taint under valgrind (tests/ascon/ascon_taint_check.c): no branch and no address on a key,
# nonce, text, tag, message or customization string. Not in the sanitizer build (valgrind and ASan
# do not mix).
if(NOT LWC_SANITIZE)
  add_executable(ascon_taint_check ascon/ascon_taint_check.c)
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

# The configuration's backend against the portable permutation on pseudo-random states, with its
# stretches (tests/ascon/ascon_backend_check.c), on every target and profile.
lwc_add_target_test(ascon-backend FIRMWARE ascon_backend_check PROPERTIES LABELS ascon)

# Equal cycle counts of every Ascon operation across pseudo-random keys, nonces, associated data and
# texts at equal lengths (tests/ascon/ascon_ct_check.c), on every simulated target and profile: the
# cycle-accurate simulators' counters (not the second emulators, which have none).
lwc_add_target_test(ascon-ct-cycles SIMULATED FIRMWARE ascon_ct_check PROPERTIES LABELS ascon)
