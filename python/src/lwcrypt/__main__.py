"""python -m lwcrypt: the same as the lwcrypt command."""
import sys

from .cli import main

sys.exit(main())
