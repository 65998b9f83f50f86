"""`popskin serve` as a child process, for Scripts/check-serve.py and Scripts/bench-serve.py."""
import re
import resource
import signal
import subprocess
import sys


def start(popskin, project):
    """Starts `popskin serve --port 0` on `project` (with room for 4,096 open files); returns the process, its port,
    its token and how many themes it serves, read from the one line it prints."""
    def more_files():
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    server = subprocess.Popen([popskin, "serve", "--project", project, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, preexec_fn=more_files)
    line = server.stdout.readline()
    match = re.search(r"serving (\d+) themes at http://127\.0\.0\.1:(\d+)/\?t=([0-9a-f]{32})", line)
    if not match:
        server.kill()
        sys.exit(f"popskin serve did not print its URL: {line!r} {server.stderr.read()[:500]!r}")
    return server, int(match.group(2)), match.group(3), int(match.group(1))


def stop(server):
    """Ctrl-C, as a user stops it; killed after 10 s."""
    server.send_signal(signal.SIGINT)
    try:
        server.wait(10)
    except subprocess.TimeoutExpired:
        server.kill()
