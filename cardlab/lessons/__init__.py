"""Lessons: tutorial helpers and lesson files (``cardlab-lesson/1``, see docs/lessons.md)."""
from .files import Lesson, LessonError, Step, find, load, loads, markdown, markdown_html, new, shipped  # noqa: F401
