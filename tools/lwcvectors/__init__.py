"""Test-vector parsing and the vector-runner protocol, shared by tools/run-vectors and the tests."""
