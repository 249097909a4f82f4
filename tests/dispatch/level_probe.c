/* Configure-time probe (tests/dispatch/tests.cmake): prints the name of the highest kernel level of
 * the build machine's CPU, so that the tests of each level it has are registered. */
#include <stdio.h>

#include "lwc/host.h"

int main(void)
{
    printf("%s", lwc_level_name(lwc_level_supported()));
    return 0;
}
