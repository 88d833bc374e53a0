import RACWalkthroughCLI

RACWalkthroughCommandLine.main()
