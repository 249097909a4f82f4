# LEA API checks (tests/lea/lea_api_check.c) on every target.
lwc_add_target_test(lea-api FIRMWARE lea_api_check)
