"""The old name of :mod:`cardlab.lessonfiles.files`, which moved below the widgets (docs/architecture.md,
"Layers"): importing this module gives that very module."""

import sys

from ..lessonfiles import files as _moved

sys.modules[__name__] = _moved
