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

lwc_add_target_test(stream-vectors EMULATORS
                    COMMAND Python3::Interpreter ${_stream_dir}/run_stream_vectors.py --target {target}
                            --runner {program:vector_runner} ${_stream_dir}/stream_vectors.txt)

# Every two-piece split of the KAT messages up to 256 bytes on the host, 64 bytes on the targets;
# every message one byte at a time on the host, those up to 160 bytes (five Romulus-H blocks) on the
# targets, whose simulators spend most of this test's time on one-byte updates of the longer ones
# (check_hash_pieces.py).
set(_kat ${PROJECT_SOURCE_DIR}/tests/vectors/romulus-h/LWC_HASH_KAT_256.txt)
lwc_add_target_test(hash-pieces TARGETS host
                    COMMAND Python3::Interpreter ${_stream_dir}/check_hash_pieces.py --target {target}
                            --runner {program:vector_runner} --host-runner $<TARGET_FILE:vector_runner>
                            --all-splits 256 ${_kat})
lwc_add_target_test(hash-pieces SIMULATED EMULATORS
                    COMMAND Python3::Interpreter ${_stream_dir}/check_hash_pieces.py --target {target}
                            --runner {program:vector_runner} --host-runner $<TARGET_FILE:vector_runner>
                            --all-splits 64 --byte-by-byte 160 ${_kat})

lwc_add_target_test(stream-api FIRMWARE stream_api_check)
lwc_add_target_test(hash-flash TARGETS avr FIRMWARE hash_flash_check)

foreach(aead tinyjambu-128 tinyjambu-192 tinyjambu-256 romulus-n romulus-m romulus-t)
  lwc_add_target_test(ota-{target}-${aead}
                      COMMAND Python3::Interpreter ${_stream_dir}/check_ota.py --alg ${aead} --target {target}
                              --node {program:ota_node_${aead}} --seal $<TARGET_FILE:ota_seal>
                              --host-runner $<TARGET_FILE:vector_runner>)
endforeach()
