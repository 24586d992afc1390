"""The JupyterLab of ``make lab``.  The Makefile adds this folder to JUPYTER_CONFIG_PATH, so a
learner's own Jupyter settings (in ~/.jupyter) still apply and nothing is written here.

* No news pop-up and no update check: labconfig/page_config.json switches off JupyterLab's
  announcements plugin (the "Would you like to get notified about official Jupyter news?"
  toast, the news feed and the update check); the server side of both is off here too, so
  JupyterLab makes no request to the internet.
* The notebooks in tutorials/ are generated (tutorials/make_notebooks.py) and stay as they are:
  make lab copies them into my-tutorials/ (git ignores that folder) and the learner works there.
  Saving into tutorials/ is refused (the pre-save hook below) with a message saying where to save instead, so a learner
  who opened an original by hand loses nothing: the notebook stays open and can be saved with
  File > Save Notebook As... into my-tutorials/.
"""

import warnings

from tornado.web import HTTPError

c = get_config()  # noqa: F821  (provided by traitlets when it loads this file)

c.LabApp.news_url = None
c.LabApp.check_for_updates_class = "jupyterlab.NeverCheckForUpdate"

GENERATED = "tutorials/"
MESSAGE = (
    "{path} is one of the generated tutorials and stays unchanged. Save your version with "
    "File > Save Notebook As... in my-tutorials/ (make lab has put your own copies there). | "
    "{path} gehört zu den erzeugten Tutorials und bleibt unverändert. Speichere deine "
    "Fassung mit File > Save Notebook As... in my-tutorials/ (dort hat make lab deine "
    "eigenen Kopien abgelegt)."
)


def keep_tutorials_unchanged(model, path, contents_manager, **kwargs):
    """Refuse a save into tutorials/ (a 403 with a message JupyterLab shows in a dialog)."""
    if path.strip("/").startswith(GENERATED):
        raise HTTPError(403, reason="generated tutorial", log_message=MESSAGE.format(path=path.strip("/")))


c.ContentsManager.pre_save_hook = keep_tutorials_unchanged
# the server applies its configuration twice; the second time traitlets warns that the hook
# replaces itself
warnings.filterwarnings("ignore", message="Overriding existing pre_save_hook")

# nbgrader is installed with the dev extra (cardlab writes nbgrader notebooks and tests them with
# the real nbgrader); its JupyterLab menus and server extensions are for a teacher's course, not
# for a learner's lab, and they slow every start: off here (labconfig/page_config.json turns off
# its JupyterLab extension).  A teacher who grades with nbgrader runs it in their own lab.
c.ServerApp.jpserver_extensions = {
    f"nbgrader.server_extensions.{x}": False
    for x in ("formgrader", "validate_assignment", "assignment_list", "course_list")
}
