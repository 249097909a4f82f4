# The architecture as data, checked: every primitive of the manifest has all its parts and the
# generated list of rows files is in sync (tools/lwcprimitives, docs/architecture.md "Adding a
# primitive").
add_test(NAME primitives-complete COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/lwcprimitives check)
