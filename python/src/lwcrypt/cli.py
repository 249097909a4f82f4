"""The lwcrypt command: encrypt, decrypt, hash and list from the shell.

    lwcrypt list
    lwcrypt encrypt -a romulus-n -k KEYHEX -n NONCEHEX [--ad-hex HEX] < plain > sealed
    lwcrypt decrypt -a romulus-n -k KEYHEX -n NONCEHEX [--ad-hex HEX] < sealed > plain
    lwcrypt hash -a romulus-h FILE...            (prints "HEXDIGEST  FILE", like sha256sum)
    lwcrypt hash -a ascon-xof128 --length 64 FILE...   (an extendable-output function: N bytes;
                                                 --customization-hex HEX for a customizable one)
    lwcrypt encrypt -a lea-128-gcm -k KEYHEX -n IVHEX < plain > sealed   (block cipher in CCM/GCM)
    lwcrypt encrypt --stream -a romulus-n -k KEYHEX [--chunk-size N] [--prefix HEX] -i big -o big.lwcs
    lwcrypt decrypt --stream -a romulus-n -k KEYHEX -i big.lwcs -o big
    lwcrypt encrypt --masked -a tinyjambu-128 -k KEYHEX -n NONCEHEX < plain > sealed   (the masked code)

Inputs come from stdin, -i FILE or --in-hex HEX; output goes to stdout or -o FILE, raw bytes unless
--hex. Keys, nonces and associated data are hex on the command line or read raw from a file
(--key-file, --nonce-file, --ad-file). Sealed data is ciphertext || tag. Exit status: 0 success,
1 authentication failure (nothing written), 2 usage, input or output error (one line on stderr).

--stream: any size in constant memory, in the sealed-file format of docs/streams.md (a header with the
algorithm, chunk size and a random nonce prefix, then STREAM chunks); no nonce or associated data.
Decryption needs the key's algorithm (-a) and refuses a header that names another. It writes each
chunk once it verified; at a failed chunk it stops with exit 1. An -o file that is new or a regular
file gets the output only when the whole stream verified (an unnamed file on Linux, named and
renamed over it at the end: a kill or a failed chunk leaves nothing; its mode and owner are kept; a
file with several hard links is refused). Anything else (a FIFO, a device) is written in place as
stdout is: what was written before a failure stays. hash reads its input in pieces, in constant
memory too.

--masked: the masked TinyJAMBU (lwcrypt.MaskedTinyJambu: the key in two shares, the operating
system's randomness), the same output; TinyJAMBU rows only, not with --stream. `list` marks the rows
that this build of the library runs masked anyway (a protected build, docs/protected.md).
"""
from __future__ import annotations

import argparse
import errno
import io
import os
import secrets
import signal
import stat
import sys
import tempfile
from typing import Any, BinaryIO, Callable, Dict, List, Optional, Tuple

import lwcrypt
from lwcrypt._stream import DEFAULT_CHUNK

#: fn(nonce, data, associated_data) -> bytes
Sealer = Callable[[bytes, bytes, bytes], bytes]


class UsageError(Exception):
    """A usage or input error: exit status 2."""


class OutputError(Exception):
    """The output could not be written: exit status 2."""


def _hex(text: str, what: str) -> bytes:
    try:
        return bytes.fromhex(text.replace(":", " "))
    except ValueError:
        raise UsageError(f"{what}: not a hex string: {text!r}") from None


def _read_file(path: str, what: str) -> bytes:
    try:
        if path == "-":
            if sys.stdin is None:
                raise UsageError(f"{what}: standard input is closed")
            return sys.stdin.buffer.read()
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise UsageError(f"{what}: {e.strerror or e}: {path}") from None


def _value(args: argparse.Namespace, name: str, required: bool) -> bytes:
    """--NAME (hex) or --NAME-file (raw bytes)."""
    hex_text = getattr(args, name.replace("-", "_"), None)
    path = getattr(args, name.replace("-", "_") + "_file", None)
    if hex_text is not None and path is not None:
        raise UsageError(f"give either the hex {name} or --{name}-file, not both")
    if hex_text is not None:
        return _hex(hex_text, name)
    if path is not None:
        return _read_file(path, name)
    if required:
        raise UsageError(f"the {name} is required (hex, or --{name}-file)")
    return b""


def _input(args: argparse.Namespace) -> bytes:
    if args.in_hex is not None and args.input is not None:
        raise UsageError("give either -i/--input or --in-hex, not both")
    if args.in_hex is not None:
        return _hex(args.in_hex, "input")
    return _read_file(args.input or "-", "input")


# ---- output: every byte written goes through these, so that every failure is one line and exit 2 ----

def _stdout() -> BinaryIO:
    if sys.stdout is None:
        raise OutputError("cannot write standard output: it is closed")
    return sys.stdout.buffer


def _write_stdout(payload: bytes) -> None:
    try:
        out = _stdout()
        out.write(payload)
        out.flush()
    except OSError as e:
        # Whatever is still buffered would fail again when Python flushes stdout at exit (a second
        # message and exit status 120): point the descriptor at the null device first.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        raise OutputError(f"cannot write standard output: {e.strerror or e}") from None


def _write_file(path: str, payload: bytes) -> None:
    try:
        with open(path, "wb") as f:
            f.write(payload)
    except OSError as e:
        if os.path.isfile(path) and e.filename is None:  # written in part: remove what is there
            os.unlink(path)
        raise OutputError(f"cannot write {path}: {e.strerror or e}") from None


def _output(args: argparse.Namespace, data: bytes) -> None:
    payload = (data.hex() + "\n").encode() if args.hex else data
    if args.output and args.output != "-":
        _write_file(args.output, payload)
    else:
        _write_stdout(payload)


def _print(line: str) -> None:
    _write_stdout((line + "\n").encode())


# ---- commands ---------------------------------------------------------------------------------

def _aead_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("-a", "--algorithm",
                   help="AEAD name (see 'lwcrypt list'), or <cipher>-ccm / <cipher>-gcm for LEA in CCM or GCM "
                        "(decrypt --stream: the key's algorithm; the header must name the same)")
    p.add_argument("-k", "--key", metavar="HEX", help="key in hex")
    p.add_argument("--key-file", metavar="FILE", help="key as raw bytes in FILE")
    p.add_argument("-n", "--nonce", metavar="HEX", help="nonce in hex (never reuse one under a key)")
    p.add_argument("--nonce-file", metavar="FILE", help="nonce as raw bytes in FILE")
    p.add_argument("--ad-hex", dest="ad", metavar="HEX", help="associated data in hex (default: none)")
    p.add_argument("--ad-file", metavar="FILE", help="associated data as raw bytes in FILE")
    p.add_argument("--masked", action="store_true",
                   help="run the masked implementation (TinyJAMBU: the key in two shares, fresh randomness)")
    _io_args(p)


def _io_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("-i", "--input", metavar="FILE", help="input file (default: stdin)")
    p.add_argument("--in-hex", metavar="HEX", help="input given in hex on the command line")
    p.add_argument("-o", "--output", metavar="FILE", help="output file (default: stdout)")
    p.add_argument("--hex", action="store_true", help="write the output as one line of hex")


def _cmd_list(args: argparse.Namespace) -> int:
    rows = []
    for name in lwcrypt.algorithms(args.kind):
        i = lwcrypt.info(name)
        other = {"aead": f"tag {i.get('tag_size')}", "hash": f"digest {i.get('digest_size')}",
                 "cipher": f"block {i.get('block_size')}",
                 "xof": f"any output length, customization up to {i.get('customization_size')}"}[i["kind"]]
        if lwcrypt.protected(name):
            other += " (masked: protected build)"
        rows.append((name, i["kind"], i.get("key_size", ""), i.get("nonce_size", ""), other))
    if args.kind in (None, "aead"):
        for name in _block_aead_names():
            k = lwcrypt.info(name.rsplit("-", 1)[0])["key_size"]
            nonce = "7-13" if name.endswith("ccm") else "12"
            rows.append((name, "aead", k, nonce, "tag 16 (block-cipher mode)"))
    lines = [f"{'name':<16}{'kind':<8}{'key':>5}{'nonce':>7}  sizes in bytes"]
    lines += [f"{name:<16}{kind:<8}{key!s:>5}{nonce!s:>7}  {other}" for name, kind, key, nonce, other in rows]
    _print("\n".join(lines))
    return 0


def _block_aead_names() -> List[str]:
    """'<cipher>-ccm' and '<cipher>-gcm' for the 128-bit block ciphers."""
    return [f"{c}-{m}" for c in lwcrypt.algorithms("cipher") if lwcrypt.info(c)["block_size"] == 16
            for m in ("ccm", "gcm")]


MASKED_ROWS = {"tinyjambu-128": 16, "tinyjambu-192": 24, "tinyjambu-256": 32}  # lwcrypt.MaskedTinyJambu's


def _sealer(name: str, key: bytes, decrypt: bool, masked: bool = False) -> Sealer:
    """An AEAD of the table, or a block cipher in CCM/GCM (16-byte tag); masked: the masked TinyJAMBU."""
    if masked:
        if name not in MASKED_ROWS:
            raise UsageError(f"--masked: {name} has no masked implementation (only {', '.join(MASKED_ROWS)})")
        if len(key) != MASKED_ROWS[name]:
            raise UsageError(f"--masked: {name} takes a {MASKED_ROWS[name]}-byte key, got {len(key)} bytes")
        m = lwcrypt.MaskedTinyJambu(key)
        return m.decrypt if decrypt else m.encrypt
    if name in _block_aead_names():
        base, mode = name.rsplit("-", 1)
        c = lwcrypt.cipher(base, key)
        fn: Sealer = getattr(c, f"{mode}_{'decrypt' if decrypt else 'encrypt'}")
        return fn
    box = lwcrypt.aead(name, key)
    return box.decrypt if decrypt else box.encrypt


def _stream_args(p: argparse.ArgumentParser, encrypt: bool) -> None:
    p.add_argument("--stream", action="store_true",
                   help="any size in constant memory: the sealed-file format of docs/streams.md (no nonce)")
    if encrypt:
        p.add_argument("--chunk-size", type=int, default=DEFAULT_CHUNK, metavar="N",
                       help="--stream: plaintext bytes per chunk (default %(default)s)")
        p.add_argument("--prefix", metavar="HEX", help="--stream: the nonce prefix (default: random)")


def _need_algorithm(args: argparse.Namespace) -> str:
    if not args.algorithm:
        raise UsageError("the algorithm is required (-a/--algorithm)")
    return str(args.algorithm)


class _Interrupted(Exception):
    """A termination signal arrived while a named temporary file held output (platforms without
    O_TMPFILE): the file is removed before the process ends."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class _StreamOutput:
    """Where ``--stream -o PATH`` writes.

    - PATH absent, or a regular file with one link (symlinks resolved: the file they name is the one
      written): the output goes to an unnamed file in that file's directory (Linux ``O_TMPFILE``), which
      gets a name only when the whole stream went through (fsync, linkat through /proc/self/fd, then
      rename over the path, atomic); a kill at any moment before leaves nothing, not even a partial
      file. An existing file keeps its mode and owner (one whose owner or group could not be set to
      it is refused before anything is read); a new one gets 0666 less the umask. Where
      ``O_TMPFILE`` is missing, a named temporary file (``.lwcrypt-*``) is used and removed on an
      exception and on SIGTERM, SIGHUP and SIGINT (not on SIGKILL or a power cut).
    - A regular file with several hard links is refused: renaming would cut it from its other names
      (they would keep the old content), and writing in place could leave it partly written.
    - Anything else (a FIFO, a character or block device, /dev/stdout) is written in place, as
      standard output is: chunk by chunk as each verified.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self.target = os.path.realpath(path)  # a symlink's file is written, not the symlink replaced
        self.tmp_name: Optional[str] = None  # the named temporary file of the fallback
        self.in_place = False
        self._old_handlers: Dict[int, Any] = {}
        try:
            st: Optional[os.stat_result] = os.stat(path)  # what the path leads to (/dev/stdout: the pipe)
        except FileNotFoundError:
            st = None
        except OSError as e:
            raise OutputError(f"cannot write {path}: {e.strerror or e}") from None
        self.stat = st
        try:
            if st is not None and not stat.S_ISREG(st.st_mode):
                if stat.S_ISDIR(st.st_mode):
                    raise OutputError(f"cannot write {path}: Is a directory")
                self.in_place = True
                self.file: BinaryIO = open(path, "wb")
                return
            if st is not None:
                resolved = os.stat(self.target)
                if (resolved.st_dev, resolved.st_ino) != (st.st_dev, st.st_ino):  # e.g. a deleted file via /proc
                    raise OutputError(f"cannot write {path}: it does not resolve to a file name")
            if st is not None and st.st_nlink > 1:
                raise OutputError(f"cannot write {path}: it has {st.st_nlink} hard links; replacing it would cut "
                                  "it from the others and writing it in place could leave it partly written "
                                  "(remove it or choose another path)")
            if st is not None and hasattr(os, "geteuid") and os.geteuid() != 0 and (
                    st.st_uid != os.geteuid() or st.st_gid not in (os.getegid(), *os.getgroups())):
                raise OutputError(f"cannot write {path}: its owner ({st.st_uid}:{st.st_gid}) could not be kept by "
                                  "the replacement written when the stream verified (write to another path)")
            directory = os.path.dirname(self.target)
            fd = -1
            if _O_TMPFILE:
                try:
                    fd = os.open(directory, _O_TMPFILE | os.O_WRONLY, 0o600)
                except OSError as e:
                    if e.errno not in (errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL):
                        raise
            if fd < 0:  # no unnamed files here: a named one, removed on exceptions and signals
                self._catch_signals()
                fd, self.tmp_name = tempfile.mkstemp(prefix=".lwcrypt-", dir=directory)
            self.file = os.fdopen(fd, "wb")
        except OSError as e:
            self._restore_signals()
            raise OutputError(f"cannot write {path}: {e.strerror or e}") from None

    def _catch_signals(self) -> None:
        def interrupted(signum: int, frame: object) -> None:
            raise _Interrupted(signum)
        for name in ("SIGTERM", "SIGHUP", "SIGINT"):
            signum = getattr(signal, name, None)
            if signum is not None:
                self._old_handlers[signum] = signal.signal(signum, interrupted)

    def _restore_signals(self) -> None:
        for signum, handler in self._old_handlers.items():
            signal.signal(signum, handler)
        self._old_handlers = {}

    def commit(self) -> None:
        """The work succeeded: give the output its name."""
        f = self.file
        if self.in_place:
            f.close()
            return
        f.flush()
        fd = f.fileno()
        st = self.stat
        if not hasattr(os, "fchmod"):  # Windows before Python 3.13: no modes or owners to keep
            pass
        elif st is not None:
            os.fchmod(fd, stat.S_IMODE(st.st_mode))
            if (st.st_uid, st.st_gid) != (os.fstat(fd).st_uid, os.fstat(fd).st_gid):
                os.fchown(fd, st.st_uid, st.st_gid)
                os.fchmod(fd, stat.S_IMODE(st.st_mode))  # chown clears set-id bits
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.fchmod(fd, 0o666 & ~umask)
        os.fsync(fd)
        if self.tmp_name is None:  # name the unnamed file, beside the target
            directory = os.path.dirname(self.target)
            # linkat(AT_SYMLINK_FOLLOW): given a dir_fd, CPython calls linkat rather than link(), which
            # would try to link the /proc symlink itself (EXDEV); the new name is relative to dir_fd.
            dir_fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
            try:
                for _ in range(100):
                    name = f".lwcrypt-{secrets.token_hex(8)}"
                    try:
                        os.link(f"/proc/self/fd/{fd}", name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd,
                                follow_symlinks=True)
                        break
                    except FileExistsError:
                        continue
                else:
                    raise FileExistsError(errno.EEXIST, "no free temporary name")
            finally:
                os.close(dir_fd)
            self.tmp_name = os.path.join(directory, name)
        f.close()
        os.replace(self.tmp_name, self.target)
        self.tmp_name = None
        self._restore_signals()

    def abort(self) -> None:
        """The work failed: nothing gets the name (an unnamed file vanishes when closed)."""
        for signum in self._old_handlers:  # a second signal must not stop the removal halfway
            signal.signal(signum, signal.SIG_IGN)
        try:
            self.file.close()
        except OSError:
            pass
        if self.tmp_name is not None:
            try:
                os.unlink(self.tmp_name)
            except FileNotFoundError:  # renamed already: the signal came after the stream verified
                pass
            self.tmp_name = None
        self._restore_signals()


_O_TMPFILE: int = getattr(os, "O_TMPFILE", 0)  # Linux; 0: use a named temporary file


def _run_stream(args: argparse.Namespace, work: Callable[[BinaryIO, BinaryIO], int]) -> int:
    """work(src, dst) from the input to the output; a file output appears only when work succeeded
    (see _StreamOutput)."""
    if args.hex or args.ad is not None or args.ad_file is not None:
        raise UsageError("--stream takes no --hex or associated data (the header is authenticated)")
    if args.nonce is not None or args.nonce_file is not None:
        raise UsageError("--stream takes no nonce (each chunk's nonce comes from the stream's prefix)")
    if args.in_hex is not None and args.input is not None:
        raise UsageError("give either -i/--input or --in-hex, not both")
    try:
        if args.in_hex is not None:
            src: BinaryIO = io.BytesIO(_hex(args.in_hex, "input"))
        elif args.input in (None, "-"):
            if sys.stdin is None:
                raise UsageError("input: standard input is closed")
            src = sys.stdin.buffer
        else:
            src = open(args.input, "rb")
    except OSError as e:
        raise UsageError(f"input: {e.strerror or e}: {args.input}") from None
    with src:
        if not args.output or args.output == "-":
            out = _stdout()
            try:
                work(src, out)
                out.flush()
            except OSError as e:
                raise OutputError(f"cannot write standard output: {e.strerror or e}") from None
            return 0
        dst = _StreamOutput(args.output)
        try:
            work(src, dst.file)
            dst.commit()
        except BaseException as e:
            dst.abort()
            if isinstance(e, _Interrupted):
                print(f"lwcrypt: stopped by signal {e.signum}; {args.output} not written", file=sys.stderr)
                return 128 + e.signum
            if isinstance(e, OSError) and not isinstance(e, lwcrypt.Error):
                raise OutputError(f"cannot write {args.output}: {e.strerror or e}") from None
            raise
    return 0


def _cmd_encrypt(args: argparse.Namespace) -> int:
    name = _need_algorithm(args)
    if args.stream and args.masked:
        raise UsageError("--masked: not with --stream")
    if args.stream:
        key = _value(args, "key", True)
        prefix = _hex(args.prefix, "prefix") if args.prefix is not None else None
        return _run_stream(args, lambda src, dst: lwcrypt.seal_file(src, dst, name, key, prefix, args.chunk_size))
    key, nonce, ad = _value(args, "key", True), _value(args, "nonce", True), _value(args, "ad", False)
    seal = _sealer(name, key, False, args.masked)
    _output(args, seal(nonce, _input(args), ad))
    return 0


def _cmd_decrypt(args: argparse.Namespace) -> int:
    if args.stream and args.masked:
        raise UsageError("--masked: not with --stream")
    if args.stream:
        key = _value(args, "key", True)
        try:
            name = _need_algorithm(args)  # the key's algorithm: the header is checked against it
            return _run_stream(args, lambda src, dst: lwcrypt.open_file(src, dst, name, key))
        except lwcrypt.InvalidTag as e:
            print(f"lwcrypt: {e}", file=sys.stderr)
            return 1
    key, nonce, ad = _value(args, "key", True), _value(args, "nonce", True), _value(args, "ad", False)
    open_ = _sealer(_need_algorithm(args), key, True, args.masked)
    sealed = _input(args)
    try:
        plain = open_(nonce, sealed, ad)
    except lwcrypt.InvalidTag as e:
        print(f"lwcrypt: {e}", file=sys.stderr)
        return 1
    _output(args, plain)
    return 0


def _hasher(args: argparse.Namespace) -> Tuple[Any, Callable[[Any], str]]:
    """The computation -a names, and how to print its result: a hash's digest, or --length bytes of
    an extendable-output function's output (with --customization-hex where it takes one)."""
    if args.algorithm in lwcrypt.algorithms("xof"):
        if args.length is None:
            raise UsageError(f"{args.algorithm} is an extendable-output function: give --length N (bytes)")
        if args.length < 0:
            raise UsageError("--length must not be negative")
        z = _hex(args.customization_hex, "customization") if args.customization_hex is not None else None
        try:
            x = lwcrypt.xof(args.algorithm, b"", z)
        except ValueError as e:
            raise UsageError(str(e)) from None
        n = args.length
        return x, lambda one: one.hexdigest(n)
    if args.length is not None or args.customization_hex is not None:
        raise UsageError(f"--length and --customization-hex are for extendable-output functions "
                         f"({', '.join(lwcrypt.algorithms('xof'))}), not {args.algorithm}")
    return lwcrypt.new(args.algorithm), lambda one: one.hexdigest()


def _cmd_hash(args: argparse.Namespace) -> int:
    h, result = _hasher(args)  # the name is checked before any file is read
    if args.in_hex is not None:
        if args.files:
            raise UsageError("give either files or --in-hex, not both")
        h.update(_hex(args.in_hex, "input"))
        _print(result(h))
        return 0
    for path in args.files or ["-"]:  # in 1 MB pieces: files of any size in constant memory
        one = h.copy()
        try:
            if path == "-" and sys.stdin is None:
                raise UsageError("input: standard input is closed")
            with (open(path, "rb") if path != "-" else sys.stdin.buffer) as f:
                for piece in iter(lambda: f.read(1 << 20), b""):
                    one.update(piece)
        except OSError as e:
            raise UsageError(f"input: {e.strerror or e}: {path}") from None
        _print(f"{result(one)}  {path}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lwcrypt", description=(__doc__ or "").split("\n\n")[0],
                                epilog="Sealed data is ciphertext || tag. Exit status 1: authentication failed; "
                                       "2: usage, input or output error.")
    p.add_argument("--version", action="version", version=f"lwcrypt {lwcrypt.__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    s = sub.add_parser("list", help="list the algorithms and their sizes")
    s.add_argument("--kind", choices=["aead", "hash", "cipher", "xof"], help="only this kind")
    s.set_defaults(func=_cmd_list)
    s = sub.add_parser("encrypt", help="AEAD-encrypt: output ciphertext || tag")
    _aead_args(s)
    _stream_args(s, True)
    s.set_defaults(func=_cmd_encrypt)
    s = sub.add_parser("decrypt", help="AEAD-decrypt ciphertext || tag (exit 1 and no output if forged)")
    _aead_args(s)
    _stream_args(s, False)
    s.set_defaults(func=_cmd_decrypt)
    s = sub.add_parser("hash", help="hash files or stdin (or N bytes of an extendable-output function)")
    s.add_argument("-a", "--algorithm", default="romulus-h",
                   help="hash or extendable-output function name (default: romulus-h)")
    s.add_argument("--length", type=int, metavar="N", help="bytes of output of an extendable-output function")
    s.add_argument("--customization-hex", metavar="HEX",
                   help="customization string of a customizable extendable-output function, in hex")
    s.add_argument("files", nargs="*", metavar="FILE", help="files to hash (default: stdin)")
    s.add_argument("--in-hex", metavar="HEX", help="hash these bytes, given in hex")
    s.set_defaults(func=_cmd_hash)
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        status: int = args.func(args)
        return status
    except (UsageError, OutputError, ValueError, lwcrypt.Error) as e:  # ValueError: unknown names, sizes
        print(f"lwcrypt: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
