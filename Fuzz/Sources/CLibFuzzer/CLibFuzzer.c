// The declarations are in include/CLibFuzzer.h; the definition is in
// libclang_rt.fuzzer_no_main, linked by the build command in Fuzz/README.md.
#include "CLibFuzzer.h"
