/* PRESENT's part of the hostile-input test (tests/security/hostile_check.c): lwc_present_encrypt2,
 * which no descriptor row names (the typed set_key, encrypt and decrypt of every cipher are walked by the
 * test itself). */
#include "hostile.h"
#include "hostile_primitives.h"
#include "lwc/lwc.h"

void hostile_present(void)
{
    lwc_present_ctx ctx;
    fill_arena();
    lwc_present_set_key(&ctx, KEY, 16);
    lwc_present_encrypt(&ctx, SPARE, TEXT);
    lwc_present_encrypt(&ctx, SPARE + 8, TEXT + 8);
    lwc_present_encrypt2(&ctx, SPARE + 16, TEXT);
    CHECK(memcmp(SPARE, SPARE + 16, 16) == 0, "lwc_present_encrypt2 differs from two lwc_present_encrypt");
}
