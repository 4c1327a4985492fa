"""The bench reports' writer: one "## " section of docs/PERFORMANCE.md, replaced or appended."""
import re


def write_section(doc, section):
    """Replaces the section whose heading (its first line) is section's, or appends it; prints it."""
    heading = section.split("\n", 1)[0]
    text = open(doc).read()
    if re.search("^" + re.escape(heading) + "$", text, flags=re.M):
        text = re.sub("^" + re.escape(heading) + r"\n.*?(?=\n## |\Z)", lambda _: section.rstrip("\n") + "\n",
                      text, count=1, flags=re.S | re.M)
    else:
        text = text.rstrip("\n") + "\n\n" + section
    open(doc, "w").write(text)
    print(section)
