/**
 * @file
 * @brief Which primitives the library was built with: the end of every public header includes this.
 *
 * A build of a subset of the primitives (CMake's LWC_ALGORITHMS) writes lwc/lwc_built.h beside the
 * public headers of its build tree and of its installation: LWC_NO_<PRIMITIVE> for each primitive
 * left out, and every function of such a primitive redeclared so that calling it stops the compile
 * with a message naming LWC_ALGORITHMS (GCC and clang) instead of failing at the link. Without that
 * file (the headers used on their own, the Arduino release) nothing is left out. No include guard:
 * each header that includes this gets its own functions marked.
 */
#if defined(__has_include)
#if __has_include("lwc/lwc_built.h")
#include "lwc/lwc_built.h"
#endif
#endif
