"""The lwcrypt command (console script installed by pip)."""
from __future__ import annotations

import os
import subprocess

import pytest

import lwcrypt

KEY, NONCE = "000102030405060708090a0b0c0d0e0f", "101112131415161718191a1b1c1d1e1f"


def test_list(cli):
    r = cli(["list"])
    assert r.returncode == 0, r.stderr
    out = r.stdout.decode()
    for name in lwcrypt.algorithms():
        assert name in out
    r = cli(["list", "--kind", "hash"])
    assert "romulus-h" in r.stdout.decode() and "tinyjambu" not in r.stdout.decode()


def test_encrypt_decrypt_stdin_stdout(cli):
    msg = bytes(range(256)) * 3
    r = cli(["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--ad-hex", "a0a1"], input=msg)
    assert r.returncode == 0, r.stderr
    want = lwcrypt.RomulusN(bytes.fromhex(KEY)).encrypt(bytes.fromhex(NONCE), msg, b"\xa0\xa1")
    assert r.stdout == want
    r2 = cli(["decrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--ad-hex", "a0a1"], input=r.stdout)
    assert r2.returncode == 0 and r2.stdout == msg


def test_decrypt_forgery_exit_1_no_output(cli, tmp_path):
    sealed = lwcrypt.TinyJambu128(bytes(16)).encrypt(bytes(12), b"hello", None)
    forged = sealed[:-1] + bytes([sealed[-1] ^ 1])
    out = tmp_path / "plain"
    r = cli(["decrypt", "-a", "tinyjambu-128", "-k", "00" * 16, "-n", "00" * 12, "-o", str(out)], input=forged)
    assert r.returncode == 1 and r.stdout == b"" and not out.exists()
    assert b"authentication failed" in r.stderr
    r = cli(["decrypt", "-a", "tinyjambu-128", "-k", "00" * 16, "-n", "00" * 12, "--in-hex", sealed.hex(), "--hex"])
    assert r.returncode == 0 and r.stdout == b"hello".hex().encode() + b"\n"


def test_files_and_hex(cli, tmp_path):
    (tmp_path / "key").write_bytes(bytes(range(16)))
    (tmp_path / "nonce").write_bytes(bytes(16))
    (tmp_path / "ad").write_bytes(b"header")
    (tmp_path / "in").write_bytes(b"payload")
    r = cli(["encrypt", "-a", "romulus-m", "--key-file", "key", "--nonce-file", "nonce", "--ad-file", "ad",
             "-i", "in", "-o", "out"], cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    want = lwcrypt.RomulusM(bytes(range(16))).encrypt(bytes(16), b"payload", b"header")
    assert (tmp_path / "out").read_bytes() == want
    r = cli(["encrypt", "-a", "romulus-m", "-k", bytes(range(16)).hex(), "-n", "00" * 16, "--ad-hex",
             b"header".hex(), "--in-hex", b"payload".hex(), "--hex"])
    assert r.stdout.decode().strip() == want.hex()


def test_hash(cli, tmp_path):
    (tmp_path / "a").write_bytes(b"abc")
    (tmp_path / "b").write_bytes(b"")
    r = cli(["hash", "a", "b"], cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.decode() == (f"{lwcrypt.RomulusH(b'abc').hexdigest()}  a\n"
                                                       f"{lwcrypt.RomulusH(b'').hexdigest()}  b\n")
    r = cli(["hash", "a"], cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.decode() == f"{lwcrypt.RomulusH(b'abc').hexdigest()}  a\n"
    r = cli(["hash", "-a", "romulus-h"], input=b"abc")
    assert r.stdout.decode().split()[0] == lwcrypt.RomulusH(b"abc").hexdigest()
    r = cli(["hash", "--in-hex", "616263"])
    assert r.stdout.decode().strip() == lwcrypt.RomulusH(b"abc").hexdigest()


def test_ascon_names(cli, tmp_path):
    """Ascon through the CLI: -a ascon-aead128, hash -a ascon-hash256, and an XOF with --length (and a
    customization string for Ascon-CXOF128); an XOF without --length, or --length on a hash, is a
    usage error."""
    key, nonce = "00" * 16, "11" * 16
    r = cli(["encrypt", "-a", "ascon-aead128", "-k", key, "-n", nonce, "--in-hex", "616263"])
    assert r.returncode == 0
    assert r.stdout == lwcrypt.AsconAEAD128(bytes(16)).encrypt(bytes.fromhex(nonce), b"abc", None)
    r = cli(["decrypt", "-a", "ascon-aead128", "-k", key, "-n", nonce], input=r.stdout)
    assert r.returncode == 0 and r.stdout == b"abc"
    r = cli(["hash", "-a", "ascon-hash256"], input=b"abc")
    assert r.stdout.decode().split()[0] == lwcrypt.ascon_hash256(b"abc").hexdigest()
    (tmp_path / "a").write_bytes(b"abc")
    r = cli(["hash", "-a", "ascon-xof128", "--length", "40", "a"], cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.decode() == f"{lwcrypt.AsconXOF128(b'abc').hexdigest(40)}  a\n"
    r = cli(["hash", "-a", "ascon-cxof128", "--length", "16", "--customization-hex", "10", "--in-hex", "616263"])
    assert r.stdout.decode().strip() == lwcrypt.AsconCXOF128(b"abc", customization=b"\x10").hexdigest(16)
    r = cli(["list", "--kind", "xof"])
    assert r.returncode == 0 and "ascon-xof128" in r.stdout.decode() and "ascon-cxof128" in r.stdout.decode()
    for args in (["hash", "-a", "ascon-xof128", "--in-hex", "00"],
                 ["hash", "-a", "ascon-hash256", "--length", "8", "--in-hex", "00"],
                 ["hash", "-a", "ascon-xof128", "--length", "8", "--customization-hex", "10", "--in-hex", "00"],
                 ["hash", "-a", "ascon-cxof128", "--length", "8", "--customization-hex", "00" * 257, "--in-hex", "00"]):
        r = cli(args)
        assert r.returncode == 2 and r.stderr.startswith(b"lwcrypt: ") and r.stdout == b"", (args, r.stderr)


def test_usage_errors_exit_2(cli):
    cases = [
        ["encrypt", "-a", "romulus-n", "-k", KEY[:-2], "-n", NONCE],          # short key
        ["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE + "00"],        # long nonce
        ["encrypt", "-a", "romulus-n", "-k", "zz", "-n", NONCE],              # not hex
        ["encrypt", "-a", "aes-gcm", "-k", KEY, "-n", NONCE],                 # unknown algorithm
        ["encrypt", "-a", "romulus-n", "-n", NONCE],                          # no key
        ["decrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--in-hex", "00"],  # shorter than the tag
        ["hash", "-a", "nope", "--in-hex", "00"],
        ["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "-i", "/nonexistent/file"],
    ]
    for args in cases:
        r = cli(args, input=b"x")
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert r.stderr.startswith(b"lwcrypt: ") and r.stdout == b"", (args, r.stderr)
    r = cli(["frobnicate"])
    assert r.returncode == 2
    r = cli(["--version"])
    assert r.returncode == 0 and lwcrypt.__version__ in r.stdout.decode()


def test_block_cipher_modes_as_aeads(cli):
    assert "lea-128-gcm" in cli(["list"]).stdout.decode()
    key, iv = bytes(range(16)), bytes(12)
    for mode in ("gcm", "ccm"):
        r = cli(["encrypt", "-a", f"lea-128-{mode}", "-k", key.hex(), "-n", iv.hex(), "--ad-hex", "0102"], input=b"msg")
        assert r.returncode == 0, r.stderr
        want = getattr(lwcrypt.cipher("lea-128", key), f"{mode}_encrypt")(iv, b"msg", b"\x01\x02")
        assert r.stdout == want
        r = cli(["decrypt", "-a", f"lea-128-{mode}", "-k", key.hex(), "-n", iv.hex()], input=want)
        assert r.returncode == 1 and r.stdout == b""   # wrong AD: forged
    r = cli(["encrypt", "-a", "present-80-gcm", "-k", "00" * 10, "-n", "00" * 12], input=b"x")
    assert r.returncode == 2


# ---- I/O errors: exit 2 (1 means authentication failure) and one line, never a traceback ----------

ENCRYPT = ["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--in-hex", "00"]


def assert_io_error(r, *fragments: str) -> None:
    err = r.stderr.decode()
    assert r.returncode == 2, (r.returncode, err)
    assert err.startswith("lwcrypt: ") and err.count("\n") == 1, err  # one line
    assert "Traceback" not in err
    for f in fragments:
        assert f in err, err


def test_output_to_a_missing_directory(cli, tmp_path):
    target = tmp_path / "no-such-dir" / "out"
    r = cli(ENCRYPT + ["-o", str(target)])
    assert_io_error(r, "cannot write", str(target), "No such file or directory")
    # decryption: authentic, but the plaintext cannot be written: still an I/O error, not exit 1
    sealed = lwcrypt.RomulusN(bytes.fromhex(KEY)).encrypt(bytes.fromhex(NONCE), b"\0", None)
    r = cli(["decrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--in-hex", sealed.hex(), "-o", str(target)])
    assert_io_error(r, "cannot write")


def _closed_stdout() -> None:
    os.close(1)


@pytest.mark.parametrize("args", [ENCRYPT, ["hash", "--in-hex", "00"], ["list"]], ids=["encrypt", "hash", "list"])
def test_closed_stdout(cli, args):
    r = cli(args, stderr=subprocess.PIPE, preexec_fn=_closed_stdout)
    assert_io_error(r, "cannot write standard output")


def test_stdout_to_a_pipe_nobody_reads(cli):
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        r = cli(ENCRYPT, stdout=write_end, stderr=subprocess.PIPE)
    finally:
        os.close(write_end)
    assert_io_error(r, "cannot write standard output", "Broken pipe")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_full_device(cli):
    with open("/dev/full", "wb") as full:
        r = cli(ENCRYPT, stdout=full, stderr=subprocess.PIPE)
    assert_io_error(r, "cannot write standard output", "No space left on device")
    r = cli(ENCRYPT + ["-o", "/dev/full"])
    assert_io_error(r, "cannot write /dev/full", "No space left on device")


def test_closed_stdin(cli):
    r = cli(["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE], stdin=subprocess.DEVNULL, input=None,
            stderr=subprocess.PIPE, stdout=subprocess.PIPE, preexec_fn=lambda: os.close(0))
    assert_io_error(r, "standard input is closed")


# ---- decrypt --stream -o PATH: what PATH is decides how it is written -------------------------------

STREAM_KEY = bytes(range(16))


def _sealed_stream(tmp_path, n: int = 20_000, name: str = "romulus-n"):
    """(plaintext, path of its sealed file) with 1 KiB chunks."""
    import io
    import random
    plain = random.Random(n).randbytes(n)
    sealed = io.BytesIO()
    lwcrypt.seal_file(io.BytesIO(plain), sealed, name, STREAM_KEY, chunk_size=1024)
    path = tmp_path / "sealed.lwcs"
    path.write_bytes(sealed.getvalue())
    return plain, path


def _decrypt_stream(cli, sealed, out, **kwargs):
    return cli(["decrypt", "--stream", "-a", "romulus-n", "-k", STREAM_KEY.hex(), "-i", str(sealed),
                "-o", str(out)], **kwargs)


def test_stream_output_to_a_fifo_is_written_not_replaced(cli, tmp_path):
    import stat
    plain, sealed = _sealed_stream(tmp_path)  # less than a pipe's buffer: no reader needed meanwhile
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        r = _decrypt_stream(cli, sealed, fifo)
        got = b""
        while True:
            try:
                part = os.read(reader, 1 << 16)
            except BlockingIOError:
                break
            if not part:
                break
            got += part
    finally:
        os.close(reader)
    assert r.returncode == 0, r.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode), "the FIFO was replaced"
    assert got == plain


def test_stream_output_to_a_device_is_written_not_replaced(cli, tmp_path):
    import stat
    plain, sealed = _sealed_stream(tmp_path)
    if os.geteuid() == 0:  # root could replace /dev/null itself: a null device node of our own
        null = tmp_path / "null"
        try:
            os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        except OSError as e:
            pytest.skip(f"cannot make a device node: {e}")
    else:
        null = "/dev/null"
    r = _decrypt_stream(cli, sealed, null)
    assert r.returncode == 0, r.stderr
    st = os.lstat(null)
    assert stat.S_ISCHR(st.st_mode) and st.st_rdev == os.makedev(1, 3), "the device node was replaced"
    # a symlink to the process's own stdout (as /dev/stdout is): the pipe gets the plaintext
    link = tmp_path / "stdout"
    os.symlink("/proc/self/fd/1", link)
    r = _decrypt_stream(cli, sealed, link)
    assert r.returncode == 0, r.stderr
    assert r.stdout == plain and os.path.islink(link)


def test_stream_output_through_a_symlink_keeps_link_mode_and_owner(cli, tmp_path):
    plain, sealed = _sealed_stream(tmp_path)
    real = tmp_path / "real"
    real.write_bytes(b"old")
    os.chmod(real, 0o640)
    if os.geteuid() == 0:
        os.chown(real, 12345, 23456)
    link = tmp_path / "link"
    os.symlink("real", link)
    r = _decrypt_stream(cli, sealed, link)
    assert r.returncode == 0, r.stderr
    assert os.path.islink(link) and os.readlink(link) == "real", "the symlink was replaced"
    st = os.stat(real)
    assert real.read_bytes() == plain
    assert st.st_mode & 0o7777 == 0o640, oct(st.st_mode)
    if os.geteuid() == 0:
        assert (st.st_uid, st.st_gid) == (12345, 23456)
    # a new file: 0666 less the umask, as any created file
    new = tmp_path / "new"
    r = _decrypt_stream(cli, sealed, new, preexec_fn=lambda: os.umask(0o027))
    assert r.returncode == 0, r.stderr
    assert new.read_bytes() == plain and os.stat(new).st_mode & 0o7777 == 0o640
    assert sorted(os.listdir(tmp_path)) == ["link", "new", "real", "sealed.lwcs"]


def test_stream_output_to_a_hard_linked_file_is_refused(cli, tmp_path):
    plain, sealed = _sealed_stream(tmp_path)
    first, second = tmp_path / "first", tmp_path / "second"
    first.write_bytes(b"old")
    os.link(first, second)
    r = _decrypt_stream(cli, sealed, first)
    assert_io_error(r, "hard links")
    assert os.stat(first).st_ino == os.stat(second).st_ino and first.read_bytes() == b"old"
    assert sorted(os.listdir(tmp_path)) == ["first", "sealed.lwcs", "second"]


def _proc_fd_sizes(pid: int, directory: str) -> list:
    """Sizes of the files under directory the process has open (an unnamed O_TMPFILE file too)."""
    sizes = []
    fd_dir = f"/proc/{pid}/fd"
    for fd in os.listdir(fd_dir):
        try:
            target = os.readlink(os.path.join(fd_dir, fd))
            if target.startswith(directory + "/"):
                sizes.append(os.stat(os.path.join(fd_dir, fd)).st_size)
        except OSError:
            pass
    return sizes


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc to see the output being written")
@pytest.mark.parametrize("sig,no_tmpfile", [("SIGTERM", False), ("SIGKILL", False), ("SIGTERM", True)],
                         ids=["sigterm", "sigkill", "sigterm-named-temporary"])
def test_stream_killed_mid_stream_leaves_no_plaintext(tmp_path, sig, no_tmpfile):
    """The sealed stream comes through a pipe this test holds: the first part goes in, the process
    writes verified plaintext, then it is killed. The output directory then holds the old file only.
    no_tmpfile: the fallback of systems without O_TMPFILE (a named temporary file removed on SIGTERM)."""
    import signal
    import sys
    import time
    plain, sealed = _sealed_stream(tmp_path, n=200_000)
    data = sealed.read_bytes()
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    target = out_dir / "target"
    target.write_bytes(b"old")
    code = ("import sys, lwcrypt.cli as c\n"
            + ("c._O_TMPFILE = 0\n" if no_tmpfile else "")
            + "sys.exit(c.main(sys.argv[1:]))\n")
    p = subprocess.Popen([sys.executable, "-c", code, "decrypt", "--stream", "-a", "romulus-n",
                          "-k", STREAM_KEY.hex(), "-o", str(target)], stdin=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        p.stdin.write(data[:len(data) // 2])
        p.stdin.flush()
        deadline = time.monotonic() + 30
        while True:  # until plaintext is on disk (named or not)
            written = _proc_fd_sizes(p.pid, str(out_dir))
            written += [f.stat().st_size for f in out_dir.iterdir() if f.name != "target"]
            if any(size > 0 for size in written):
                break
            assert p.poll() is None and time.monotonic() < deadline, "no plaintext was written"
            time.sleep(0.01)
        p.send_signal(getattr(signal, sig))
        p.wait(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        p.stdin.close()
        p.stderr.close()
    assert p.returncode != 0
    assert os.listdir(out_dir) == ["target"] and target.read_bytes() == b"old"


# ---- the algorithm belongs to the key: decrypt --stream needs it ------------------------------------

def test_stream_decrypt_requires_the_keys_algorithm(cli, tmp_path):
    plain, sealed = _sealed_stream(tmp_path, n=3000, name="tinyjambu-128")
    out = tmp_path / "out"
    r = cli(["decrypt", "--stream", "-k", STREAM_KEY.hex(), "-i", str(sealed), "-o", str(out)])
    assert r.returncode == 2 and b"algorithm is required" in r.stderr and not out.exists()
    r = cli(["decrypt", "--stream", "-a", "romulus-n", "-k", STREAM_KEY.hex(), "-i", str(sealed), "-o", str(out)])
    assert r.returncode == 1 and not out.exists()
    assert b"tinyjambu-128" in r.stderr and b"romulus-n" in r.stderr, r.stderr
    r = cli(["decrypt", "--stream", "-a", "tinyjambu-128", "-k", STREAM_KEY.hex(), "-i", str(sealed), "-o", str(out)])
    assert r.returncode == 0 and out.read_bytes() == plain


def test_help_is_plain_text(cli):
    for args in ([], ["encrypt"], ["decrypt"], ["hash"], ["list"]):
        r = cli(args + ["--help"])
        assert r.returncode == 0, r.stderr
        text = r.stdout.decode()
        for markup in ("``", ":func:", ":class:", ":meth:"):
            assert markup not in text, (args, markup, text)


def test_stream_output_owned_by_another_user_is_refused(tmp_path, monkeypatch):
    """Replacing a file that belongs to someone else would give it to the writer, who cannot set the
    owner back: refused before anything is read. In-process, with the process's uid faked (running
    the CLI as another user needs an interpreter that user can read)."""
    from lwcrypt import cli as lwcrypt_cli
    theirs = tmp_path / "theirs"
    theirs.write_bytes(b"old")
    other = os.stat(theirs).st_uid + 1
    monkeypatch.setattr(os, "geteuid", lambda: other)
    with pytest.raises(lwcrypt_cli.OutputError, match="owner"):
        lwcrypt_cli._StreamOutput(str(theirs))
    assert theirs.read_bytes() == b"old" and os.listdir(tmp_path) == ["theirs"]


def test_masked(cli):
    """--masked: the masked TinyJAMBU gives the row's output and opens it; refused elsewhere."""
    msg = bytes(range(100))
    for name, key_len in (("tinyjambu-128", 16), ("tinyjambu-256", 32)):
        key = bytes(range(key_len))
        r = cli(["encrypt", "--masked", "-a", name, "-k", key.hex(), "-n", NONCE[:24], "--ad-hex", "a0"], input=msg)
        assert r.returncode == 0, r.stderr
        assert r.stdout == lwcrypt.aead(name, key).encrypt(bytes.fromhex(NONCE[:24]), msg, b"\xa0")
        r2 = cli(["decrypt", "--masked", "-a", name, "-k", key.hex(), "-n", NONCE[:24], "--ad-hex", "a0"],
                 input=r.stdout)
        assert r2.returncode == 0 and r2.stdout == msg
        forged = r.stdout[:-1] + bytes([r.stdout[-1] ^ 1])
        r3 = cli(["decrypt", "--masked", "-a", name, "-k", key.hex(), "-n", NONCE[:24], "--ad-hex", "a0"],
                 input=forged)
        assert r3.returncode == 1 and r3.stdout == b""
    for args in (["-a", "romulus-n", "-k", KEY, "-n", NONCE], ["-a", "tinyjambu-128", "-k", KEY + "00", "-n", NONCE[:24]],
                 ["--stream", "-a", "tinyjambu-128", "-k", KEY]):
        r = cli(["encrypt", "--masked"] + args, input=b"x")
        assert r.returncode == 2 and b"--masked" in r.stderr and r.stdout == b""
