import FuzzDriver

runLibFuzzer(fuzzHTMLForm)
