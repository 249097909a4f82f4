"""Benchmark runner and report generator behind tools/bench."""
