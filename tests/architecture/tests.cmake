# The architecture as data, checked: every primitive of the manifest has all its parts and the
# generated list of rows files is in sync (tools/lwcprimitives, docs/architecture.md "Adding a
# primitive").
# These five check the source tree alone (no compiled code): registered in the unsanitized trees
# only, the sanitizer trees would repeat them unchanged.
if(NOT LWC_SANITIZE)
  add_test(NAME primitives-complete COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/lwcprimitives check)
  # Every repository path a document or comment names exists (and none points out of the repository).
  add_test(NAME docs-paths-exist COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_paths.py ${PROJECT_SOURCE_DIR})
  # No file under src/ includes a source file or another backend folder's header: code shared by
  # backends is a technique folder of the manifest, compiled once (docs/architecture.md).
  add_test(NAME backend-includes COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_includes.py ${PROJECT_SOURCE_DIR})
  # The target descriptors as data: required fields and their types, names, backend folders, board
  # files, unique and derived emulator names (tools/lwctargets.py check); and CMakePresets.json is
  # what tools/lwctargets.py writes from targets/list.txt and the descriptors.
  add_test(NAME targets-check COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/lwctargets.py check)
  add_test(NAME presets-in-sync COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/lwctargets.py presets --check)
endif()
# A subset build (LWC_ALGORITHMS=romulus, as a subproject) makes a call of a primitive left out a
# compile error naming LWC_ALGORITHMS (include/lwc/subset.h); configures a project: not quick.
add_test(NAME algorithms-subset-header
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_subset.py ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/subset-header)
set_tests_properties(algorithms-subset-header PROPERTIES LABELS slow)
# src/common/nist_dropin.c (the plain NIST LWC names, for benchmark frameworks; not in liblwc), built as
# a framework would build it, for one AEAD and for the hash.
foreach(kind_alg "ALG;tinyjambu128" "ALG;romulusn" "HASH;romulush")
  list(GET kind_alg 0 kind)
  list(GET kind_alg 1 alg)
  add_executable(nist_dropin_${alg} ${CMAKE_CURRENT_LIST_DIR}/nist_dropin_check.c ${PROJECT_SOURCE_DIR}/src/common/nist_dropin.c)
  target_compile_definitions(nist_dropin_${alg} PRIVATE LWC_NIST_${kind}=${alg})
  target_link_libraries(nist_dropin_${alg} PRIVATE lwc)
  add_test(NAME nist-dropin-${alg} COMMAND nist_dropin_${alg})
endforeach()
