import FuzzDriver

runLibFuzzer(fuzzHTMLDecode)
