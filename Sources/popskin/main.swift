import PopskinCLI

PopskinCommand.main()
