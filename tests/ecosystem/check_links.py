#!/usr/bin/env python3
"""The project's address, written once (pyproject.toml [project.urls] Homepage), is the one every
published text uses, and the Python package's long description (pyproject.toml readme, shown on PyPI
away from the repository) has only links that work there.

    check_links.py --repo REPO

  - every [project.urls] entry and [tool.lwcrypt] arduino-repository starts with the Homepage's
    owner address (https://github.com/<owner>/)
  - the readme's Markdown links and images are absolute http(s) addresses; those into the project
    start with the Homepage
  - README.md's FetchContent GIT_REPOSITORY is the Homepage's .git address, idf_component.yml's url
    the Homepage
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tomllib


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    a = ap.parse_args()
    with open(os.path.join(a.repo, "pyproject.toml"), "rb") as f:
        meta = tomllib.load(f)
    urls = meta["project"]["urls"]
    home = urls["Homepage"].rstrip("/")
    owner = home.rsplit("/", 1)[0] + "/"
    problems = [f"[project.urls] {k} = {v} is not under {home}" for k, v in urls.items()
                if not v.startswith(home)]
    arduino = meta["tool"]["lwcrypt"]["arduino-repository"]
    if not arduino.startswith(owner):
        problems.append(f"arduino-repository {arduino} is not under {owner}")
    readme = meta["project"]["readme"]
    with open(os.path.join(a.repo, readme), encoding="utf-8") as f:
        text = f.read()
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    for link in links:
        if not re.match(r"^https?://", link):
            problems.append(f"{readme}: relative link {link} (dead on PyPI)")
        elif "github.com" in link and "lwcrypt" in link and not link.startswith(home + "/"):
            problems.append(f"{readme}: {link} is not under {home}")
    with open(os.path.join(a.repo, "README.md"), encoding="utf-8") as f:
        repos = re.findall(r"GIT_REPOSITORY\s+(\S+)", f.read())
    if not repos or any(r != home + ".git" for r in repos):
        problems.append(f"README.md GIT_REPOSITORY {repos}, want {home}.git")
    with open(os.path.join(a.repo, "idf_component.yml"), encoding="utf-8") as f:
        idf = re.search(r'^url:\s*"([^"]+)"', f.read(), re.M)
    if not idf or idf.group(1) != home:
        problems.append(f"idf_component.yml url {idf and idf.group(1)}, want {home}")
    for p in problems:
        print("FAIL:", p)
    if not problems:
        print(f"{home}: {len(urls)} project URLs, {len(links)} absolute links in {readme}, README's GIT_REPOSITORY")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
