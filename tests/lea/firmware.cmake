# LEA: the API's checks as every backend does them (key size, round count; src/lea/lea_block.h).
lwc_firmware(lea_api_check ${CMAKE_CURRENT_LIST_DIR}/lea_api_check.c)
