# The leakage check's teeth and its control (tools/leakage/tvla.py, docs/leakage.md), on the Cortex-M
# targets' fast profiles under m3-run --leakage-trace, with scalib from the leakage venv
# (tools/install-deps.sh; a missing venv fails these tests):
#   leakage-tvla-fast-fails-<target>  fixed-vs-random key over the unprotected TinyJAMBU-128: the
#                                     first-order test must detect leakage within 1,000 traces per class
#   leakage-tvla-control-<target>     both classes random keys: no leakage may be detected (500 traces
#                                     per class; fixed seeds, so the runs are reproducible)
# A host build without the simulators (a cross-compiled one, tests/cross) has none of these tests;
# the host tree always builds sim/cortexm (configure fails without it).
if(NOT TARGET m3-run)
  return()
endif()
set(lwc_leakage_python ${LWC_BUILD_ROOT}/venv-leakage/bin/python)
set(lwc_tvla ${lwc_leakage_python} ${PROJECT_SOURCE_DIR}/tools/leakage/tvla.py --m3-run $<TARGET_FILE:m3-run>
    --cpu {target} --firmware {program:leakage_fw} --op tinyjambu-128 --batch 100)
lwc_add_target_test(leakage-tvla-fast-fails-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla} --traces 1000 --expect leak --seed 1)
lwc_add_target_test(leakage-tvla-control-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla} --traces 500 --control --expect no-leak --seed 2)

# The check's own masked kernels (mask_kernels_v6m.S): the first-order refresh that keeps the shares
# apart must pass (5,000 traces per class); each kernel that breaks one rule (two shares back to back
# on the data bus, one share overwriting the other in a register, the two on operand bus A in
# consecutive instructions) and the correct kernel with its randomness reused must fail within 1,000.
set(lwc_tvla_kernels ${lwc_leakage_python} ${PROJECT_SOURCE_DIR}/tools/leakage/tvla.py
    --m3-run $<TARGET_FILE:m3-run> --cpu {target} --firmware {program:mask_kernels_fw} --msg-len 0)
lwc_add_target_test(leakage-mask-good-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_kernels} --op mask-good --traces 5000 --batch 2500 --expect no-leak --seed 3)
foreach(bad IN ITEMS reused bad-bus bad-overwrite bad-operand)
  lwc_add_target_test(leakage-mask-${bad}-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                      COMMAND ${lwc_tvla_kernels} --op mask-${bad} --traces 1000 --batch 500 --expect leak --seed 4)
endforeach()
# The bivariate second-order test (centred products of sample pairs) must see the first-order
# masking's two shares (class 0's key 0, where the shares' product differs most between the classes).
lwc_add_target_test(leakage-mask-good-second-order-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_kernels} --op mask-good --traces 2000 --batch 1000 --fixed-key 00000000
                            --bivariate-window 15 --expect leak2 --seed 5)

# The masked TinyJAMBU-128 (lwc/masked.h, the key object's encryption alone in the window; an empty
# message, the short campaign of make test): no first-order leakage at 2,000 traces per class, with
# class 0's key 0 (the fixed key that makes a Hamming-weight leak of the key largest), by TVLA's
# two-data-set rule (--confirm: its 120,000 samples per trace make a lone |t| over 4.5 a matter of
# chance); the same code with its randomness reused (every trace the same masks and random words)
# must fail by the same rule within 1,000.
# The long campaigns (100,000 traces per class) are make leakage's, after these tests: their hours of
# simulation are no test.
set(lwc_tvla_masked ${lwc_leakage_python} ${PROJECT_SOURCE_DIR}/tools/leakage/tvla.py --m3-run $<TARGET_FILE:m3-run>
    --cpu {target} --firmware {program:leakage_fw} --msg-len 0 --order 1 --confirm
    --fixed-key 00000000000000000000000000000000)
lwc_add_target_test(leakage-tvla-masked-passes-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_masked} --op tinyjambu-128-masked --traces 2000 --batch 1000 --expect no-leak --seed 6)
lwc_add_target_test(leakage-tvla-masked-reused-fails-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_masked} --op tinyjambu-128-masked-reused --traces 1000 --batch 100 --expect leak --seed 7)
# The masked decryption (of a valid ciphertext, made outside the window) and the masked key setup
# (lwc_tinyjambu_masked_key_init alone in the window), 1,000 traces per class by the same rule. The key
# setup reads the caller's unmasked key bytes: --exempt names the traced instructions that load and mask
# them (and, on the Cortex-M0+, the register that kept a partial key word until its next write); the
# campaign must detect the key there and nowhere else. The instruction numbers are this build's
# (docs/leakage.md says how to find them again after a change to the key setup's code).
lwc_add_target_test(leakage-tvla-masked-decrypt-passes-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_masked} --op tinyjambu-128-masked-decrypt --traces 1000 --batch 500 --expect no-leak --seed 8)
lwc_add_target_test(leakage-tvla-masked-keyinit-{target} SIMULATED FAST_PROFILE TARGETS cm3
                    COMMAND ${lwc_tvla_masked} --op tinyjambu-128-masked-keyinit --traces 1000 --batch 500 --expect no-leak --seed 9
                            --exempt 334:353)
lwc_add_target_test(leakage-tvla-masked-keyinit-{target} SIMULATED FAST_PROFILE TARGETS cm0plus
                    COMMAND ${lwc_tvla_masked} --op tinyjambu-128-masked-keyinit --traces 1000 --batch 500 --expect no-leak --seed 9
                            --exempt 425:487)

# The leveled masked Romulus-T (lwc/masked.h; docs/leakage.md, "The leveled masked Romulus-T"), a
# 16-byte message (the masked key derivation, the key stream, the hash and the masked tag call), the
# key object's encryption alone in the window, class 0's key 0, TVLA's two-data-set rule:
#   leakage-tvla-romulus-t-fast-fails-<target>         the unprotected Romulus-T must be detected within
#                                                      1,000 traces per class (it is in the first batches)
#   leakage-tvla-romulus-t-masked-passes-<target>      the masked SKINNY's assembly: nothing at 200
#                                                      traces per class (a trace is 100,000 instructions
#                                                      on the Cortex-M3, 186,000 on the Cortex-M0+; the
#                                                      long campaigns are make leakage's)
#   leakage-tvla-romulus-t-masked-reused-fails-<target> the same with the randomness reused: detected
#                                                      within 1,000 traces per class
set(lwc_tvla_romulus_t ${lwc_leakage_python} ${PROJECT_SOURCE_DIR}/tools/leakage/tvla.py --m3-run $<TARGET_FILE:m3-run>
    --cpu {target} --firmware {program:leakage_fw} --msg-len 16 --order 1 --confirm
    --fixed-key 00000000000000000000000000000000)
lwc_add_target_test(leakage-tvla-romulus-t-fast-fails-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_romulus_t} --op romulus-t --traces 1000 --batch 100 --expect leak --seed 8)
lwc_add_target_test(leakage-tvla-romulus-t-masked-passes-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_romulus_t} --op romulus-t-masked --traces 200 --batch 100 --expect no-leak --seed 9)
lwc_add_target_test(leakage-tvla-romulus-t-masked-reused-fails-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_romulus_t} --op romulus-t-masked-reused --traces 1000 --batch 100 --expect leak
                            --seed 10)

# The leveled masked Ascon-AEAD128 (lwc/masked.h; the key object's encryption alone in the window, an
# empty message; class 0's key 0; the two-data-set rule): no first-order leakage at 500 traces per
# class; the same code with its randomness reused must fail by the same rule within 1,000 traces per
# class; the unprotected Ascon-AEAD128 (the fast profile's) must fail within 1,000 (the check's
# teeth). The long campaigns are in docs/leakage.md.
lwc_add_target_test(leakage-tvla-ascon-masked-passes-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_masked} --op ascon-aead128-masked --traces 500 --batch 250 --expect no-leak --seed 16)
lwc_add_target_test(leakage-tvla-ascon-masked-reused-fails-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_masked} --op ascon-aead128-masked-reused --traces 1000 --batch 100 --expect leak --seed 17)
lwc_add_target_test(leakage-tvla-ascon-fast-fails-{target} SIMULATED FAST_PROFILE TARGETS cm3 cm0plus
                    COMMAND ${lwc_tvla_masked} --op ascon-aead128 --traces 1000 --batch 100 --expect leak --seed 18)

# A campaign's result depends only on its seed (docs/leakage.md: the long campaigns' first batches
# reproduce exactly): the same short campaign of the check's masked kernel run with --jobs 1 and with
# --jobs 3 (batches simulated in parallel, one batch's statistics computed while the next ones run)
# must give the same t-statistics bit for bit, at both orders and in both halves.
lwc_add_target_test(leakage-tvla-reproducible-{target} SIMULATED FAST_PROFILE TARGETS cm3
                    COMMAND ${lwc_leakage_python} ${PROJECT_SOURCE_DIR}/tools/leakage/tvla_reproducible.py
                            --m3-run $<TARGET_FILE:m3-run> --cpu {target} --firmware {program:mask_kernels_fw}
                            --msg-len 0 --op mask-good --traces 600 --batch 100 --order 2 --confirm --seed 19)
