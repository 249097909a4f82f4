/* lwc_romulus_key_init: a key prepared once for Romulus-N, -M and -T (lwc/romulus.h). With a backend
 * that has the expanded-schedule contract (skinny128_384p.h) the key's part of the schedule (TK3 and
 * the round constants) is computed here, once; the modes then expand only the tweak part of each
 * schedule. Otherwise the object holds the key alone. */
#include "lwc/romulus.h"

#include "romulus_common.h"

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected build: romulus_protected.c) */
_Static_assert(sizeof(romulus_key_sched_t) <= sizeof(((lwc_romulus_key *)0)->schedule),
               "the key object has room for the backend's key schedule part");

int lwc_romulus_key_init(lwc_romulus_key *k, const uint8_t key[16])
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    for (unsigned i = 0; i < 16; i++)
        k->key[i] = key[i];
#if SKINNY128_384P_BACKEND_KS
    skinny128_384p_expand_key((skinny128_384p_key_t *)(void *)k->schedule, k->key);
#else
    k->schedule[0] = 0;
#endif
    k->ready = LWC_ROMULUS_KEY_READY;
    return LWC_OK;
}
#endif /* !LWC_PROTECTED */
