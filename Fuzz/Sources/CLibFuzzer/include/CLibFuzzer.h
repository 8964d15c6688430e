#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program with a main of its own
/// (libclang_rt.fuzzer_no_main): runs `callback` as LLVMFuzzerTestOneInput
/// with libFuzzer's options and corpus folders from argc and argv.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
