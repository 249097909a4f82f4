# The leakage campaigns' firmware (tests/leakage/leakage_fw.c), on the Cortex-M targets only: the
# trigger register is m3-run's (targets/sim_leakage.h).
if(LWC_TARGET MATCHES "^cm")
  lwc_firmware(leakage_fw ${CMAKE_CURRENT_LIST_DIR}/leakage_fw.c)
endif()
# The check's own masked kernels (mask_kernels_fw.c): a correct first-order refresh and one kernel
# per rule broken.
if(LWC_TARGET MATCHES "^cm")
  lwc_firmware(mask_kernels_fw ${CMAKE_CURRENT_LIST_DIR}/mask_kernels_fw.c ${CMAKE_CURRENT_LIST_DIR}/mask_kernels_v6m.S)
endif()
# What the masked TinyJAMBU costs (masked_cost_fw.c, tools/leakage/masked_cost.py): the benchmark's
# measuring wrapper (bench/bench_measure.h).
if(LWC_TARGET MATCHES "^cm")
  lwc_firmware(masked_cost_fw ${CMAKE_CURRENT_LIST_DIR}/masked_cost_fw.c)
  if(TARGET masked_cost_fw)
    target_include_directories(masked_cost_fw PRIVATE ${PROJECT_SOURCE_DIR}/bench)
  endif()
endif()
# What the leveled masked Romulus-T costs (romulus_t_masked_cost_fw.c, tools/leakage/romulus_t_masked_cost.py).
if(LWC_TARGET MATCHES "^cm")
  lwc_firmware(romulus_t_masked_cost_fw ${CMAKE_CURRENT_LIST_DIR}/romulus_t_masked_cost_fw.c)
  if(TARGET romulus_t_masked_cost_fw)
    target_include_directories(romulus_t_masked_cost_fw PRIVATE ${PROJECT_SOURCE_DIR}/bench)
  endif()
endif()
# What the leveled masked Ascon costs (masked_ascon_cost_fw.c, tools/leakage/masked_ascon_cost.py).
if(LWC_TARGET MATCHES "^cm")
  lwc_firmware(masked_ascon_cost_fw ${CMAKE_CURRENT_LIST_DIR}/masked_ascon_cost_fw.c)
  if(TARGET masked_ascon_cost_fw)
    target_include_directories(masked_ascon_cost_fw PRIVATE ${PROJECT_SOURCE_DIR}/bench)
  endif()
endif()
