/* Portable C backend (and any backend without its own present_backend.h): only the contract;
 * lwc_present_encrypt2 calls present_encrypt_block twice. */
#ifndef LWC_SRC_PRESENT_BACKEND_H
#define LWC_SRC_PRESENT_BACKEND_H

#define PRESENT_BACKEND_ENCRYPT2 0

#endif
