"""Apps and notebooks that show cardlab's widgets in hosts other than JupyterLab (marimo, ...)."""
