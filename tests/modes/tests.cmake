# Block-cipher modes against independent Python models, every cipher, on every target.
foreach(target IN LISTS LWC_VECTOR_TARGETS)
  if(target STREQUAL "host")
    set(runner_arg --runner $<TARGET_FILE:vector_runner>)
  else()
    set(runner_arg)
  endif()
  add_test(NAME modes-${target}
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_modes.py --target ${target} ${runner_arg})
endforeach()
