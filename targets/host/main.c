/* Host entry point of the vector runner. */
int vector_runner_main(void);

int main(void) { return vector_runner_main(); }
