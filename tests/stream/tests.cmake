# Data larger than RAM (included by tests/CMakeLists.txt): the incremental Romulus-H and STREAM
# (lwc/stream.h) on every target, and the over-the-air update example end to end.
#   stream-vectors-in-sync        the vector file is what the independent model (stream_model.py) writes
#   stream-vectors-<target>       every sealed and tampered stream of the model, chunk by chunk
#   hash-pieces-<target>          incremental Romulus-H = one-shot for every split (check_hash_pieces.py)
#   stream-api-<target>           the contracts the vectors do not reach (stream_api_check.c)
#   hash-flash-avr                Romulus-H from flash above 64 KB (hash_flash_check.c)
#   ota-<target>-<aead>           examples/ota-update: a 64 KB image sealed by ota_seal, installed by
#                                 the node chunk by chunk, every tampering rejected; RAM on the AVR
set(_stream_dir ${CMAKE_CURRENT_LIST_DIR})
add_test(NAME stream-vectors-in-sync
         COMMAND Python3::Interpreter ${_stream_dir}/stream_model.py --runner $<TARGET_FILE:vector_runner>
                 --check ${_stream_dir}/stream_vectors.txt)
foreach(target IN LISTS LWC_VECTOR_TARGETS)
  if(target STREQUAL "host")
    set(runner_arg --runner $<TARGET_FILE:vector_runner>)
    set(all_splits 256)  # every two-piece split of the KAT messages of up to 256 bytes
  else()
    set(runner_arg)
    set(all_splits 64)
  endif()
  add_test(NAME stream-vectors-${target}
           COMMAND Python3::Interpreter ${_stream_dir}/run_stream_vectors.py --target ${target} ${runner_arg}
                   ${_stream_dir}/stream_vectors.txt)
  add_test(NAME hash-pieces-${target}
           COMMAND Python3::Interpreter ${_stream_dir}/check_hash_pieces.py --target ${target} ${runner_arg}
                   --host-runner $<TARGET_FILE:vector_runner> --all-splits ${all_splits}
                   ${PROJECT_SOURCE_DIR}/tests/vectors/romulus-h/LWC_HASH_KAT_256.txt)
endforeach()

add_test(NAME stream-api-host COMMAND stream_api_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME stream-api-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/stream_api_check.elf)
  add_test(NAME hash-flash-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/hash_flash_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME stream-api-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/stream_api_check.elf)
endif()

foreach(target IN LISTS LWC_VECTOR_TARGETS)
  if(target STREQUAL "cm3-qemu")
    continue()
  endif()
  foreach(aead tinyjambu-128 tinyjambu-192 tinyjambu-256 romulus-n romulus-m romulus-t)
    if(target STREQUAL "host")
      set(node $<TARGET_FILE:ota_node_${aead}>)
    elseif(target STREQUAL "avr")
      set(node $<TARGET_FILE:avr-run> --input - ${LWC_BUILD_ROOT}/avr/tests/ota_node_${aead}.elf)
    else()
      set(node $<TARGET_FILE:m3-run> --input - ${LWC_BUILD_ROOT}/cm3/tests/ota_node_${aead}.elf)
    endif()
    add_test(NAME ota-${target}-${aead}
             COMMAND Python3::Interpreter ${_stream_dir}/check_ota.py --alg ${aead} --seal $<TARGET_FILE:ota_seal>
                     --host-runner $<TARGET_FILE:vector_runner> -- ${node})
  endforeach()
endforeach()
