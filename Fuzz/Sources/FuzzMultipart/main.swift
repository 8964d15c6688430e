import FuzzDriver

runLibFuzzer(fuzzMultipart)
