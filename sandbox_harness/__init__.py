"""The test harness of the sandbox: faults, legacy shapes, answer forms, a steered clock, the control
routes (``/_sandbox/...``) and the command line. Tests, benchmarks and trainers use it; the
installer leaves it out, and the training till serves the service without it (``app.sandbox``)."""
