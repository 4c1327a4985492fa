#!/usr/bin/env python3
"""Fails on an include cycle between the folders of ui/, or on a feature folder including the shell.

Each `#include "path"` of a file under ui/ is resolved as the compiler does for kafscope_ui: first
beside the including file, then against the include roots (ui/ before core/). An include that
resolves to ui/<folder>/... is an edge from the including file's folder to <folder>. The folders
must form no cycle (a strongly connected component of more than one folder), and no folder but
ui/shell may include shell/main_window.h: the window is composed in app/, which includes both.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def folder_edges(ui_dir):
    edges = {}   # folder -> {folder: [example "file: include"]}
    shell_includes = []
    files = 0
    for root, _dirs, names in os.walk(ui_dir):
        for name in sorted(names):
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, ui_dir)
            parts = rel.split(os.sep)
            if len(parts) < 2:
                continue
            files += 1
            source = parts[0]
            edges.setdefault(source, {})
            with open(path, encoding="utf-8") as f:
                for line in f:
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    inc = m.group(1)
                    if os.path.isfile(os.path.join(root, inc)):
                        target = os.path.relpath(os.path.join(root, inc), ui_dir)
                    elif os.path.isfile(os.path.join(ui_dir, inc)):
                        target = os.path.normpath(inc)
                    else:
                        continue  # core/, Qt or a generated header: not a ui folder
                    target_folder = target.split(os.sep)[0]
                    if target.replace(os.sep, "/") == "shell/main_window.h" and source != "shell":
                        shell_includes.append(f"{rel}: #include \"{inc}\"")
                    if target_folder != source and os.sep in target:
                        edges[source].setdefault(target_folder, []).append(f"{rel}: \"{inc}\"")
    return edges, shell_includes, files


def cycles(edges):
    """Tarjan's strongly connected components with more than one member."""
    index = {}
    low = {}
    stack = []
    on_stack = set()
    result = []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, {})):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                result.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return result


def self_test():
    """The check on a made-up tree it must reject: a cycle a -> b -> a and a view including the shell."""
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        files = {"a/x.cpp": '#include "b/y.h"\n', "b/y.h": '#include "a/x.h"\n', "a/x.h": "",
                 "c/z.cpp": '#include "shell/main_window.h"\n#include "a/x.h"\n',
                 "shell/main_window.h": "", "shell/main_window.cpp": '#include "c/z.h"\n',
                 "c/z.h": '#include "core_only.h"\n'}
        for rel, text in files.items():
            os.makedirs(os.path.join(tmp, os.path.dirname(rel)), exist_ok=True)
            with open(os.path.join(tmp, rel), "w", encoding="utf-8") as f:
                f.write(text)
        edges, shell_includes, _ = folder_edges(tmp)
        found = cycles(edges)
    expected_cycles = [["a", "b"], ["c", "shell"]]
    if sorted(found) != expected_cycles or shell_includes != ["c/z.cpp: #include \"shell/main_window.h\""]:
        print(f"self-test failed: cycles {found}, shell includes {shell_includes}", file=sys.stderr)
        return 1
    return 0


def main():
    if self_test() != 0:
        return 1
    if len(sys.argv) != 2:
        print("usage: check_ui_layering.py UI_DIR", file=sys.stderr)
        return 2
    ui_dir = sys.argv[1]
    edges, shell_includes, files = folder_edges(ui_dir)
    if files < 20 or len(edges) < 5:
        print(f"found only {files} files in {len(edges)} folders under {ui_dir}: "
              "the check would prove nothing", file=sys.stderr)
        return 1
    bad = False
    for line in shell_includes:
        print(f"a feature folder includes the window (compose in app/ instead): {line}")
        bad = True
    for component in cycles(edges):
        bad = True
        print("include cycle between ui folders: " + ", ".join(component))
        members = set(component)
        for a in component:
            for b, where in sorted(edges[a].items()):
                if b in members:
                    print(f"  {a} -> {b}: {where[0]}" + (f" (+{len(where) - 1})" if len(where) > 1 else ""))
    if bad:
        return 1
    count = sum(len(t) for t in edges.values())
    print(f"ui layering ok: {files} files, {len(edges)} folders, {count} folder edges, no cycle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
