import FuzzDriver

runLibFuzzer(fuzzURLEncodedForm)
