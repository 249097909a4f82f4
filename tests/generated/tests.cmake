# Generated assembly (every generator tools/check-generated knows) must be what its generator writes:
# a hand edit of a generated file, or a generator change not regenerated, fails here.
# A check of the source tree alone (no compiled code): registered in the unsanitized trees only, the
# sanitizer trees would repeat it unchanged.
if(NOT LWC_SANITIZE)
  add_test(NAME generated-asm-in-sync COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/check-generated)
endif()
