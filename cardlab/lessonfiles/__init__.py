"""Lesson files (``cardlab-lesson/1``, docs/lessons.md): the format, read, checked and written
(:mod:`.files`), and the small Markdown of their texts (:mod:`.markdown`).

Below the widgets, which show a lesson step by step (``cardlab.widgets.Lesson``), and below the
notebook helpers of :mod:`cardlab.lessons`, which name all of this too (``cardlab.lessons.load``
...; ``cardlab.lessons.files`` and ``cardlab.lessons.markdown`` are these very modules under
their old names).  The shipped lessons stay in ``cardlab/lessons/data``.  Nothing is imported
here."""
