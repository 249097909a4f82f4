"""The ``lwcrypt`` command: encrypt, decrypt, hash and list from the shell.

    lwcrypt list
    lwcrypt encrypt -a romulus-n -k KEYHEX -n NONCEHEX [--ad-hex HEX] < plain > sealed
    lwcrypt decrypt -a romulus-n -k KEYHEX -n NONCEHEX [--ad-hex HEX] < sealed > plain
    lwcrypt hash -a romulus-h FILE...            (prints "HEXDIGEST  FILE", like sha256sum)
    lwcrypt encrypt -a lea-128-gcm -k KEYHEX -n IVHEX < plain > sealed   (block cipher in CCM/GCM)
    lwcrypt encrypt --stream -a romulus-n -k KEYHEX [--chunk-size N] [--prefix HEX] -i big -o big.lwcs
    lwcrypt decrypt --stream -k KEYHEX -i big.lwcs -o big

--stream: any size in constant memory, in the sealed-file format of docs/streams.md (a header with the
algorithm, chunk size and a random nonce prefix, then STREAM chunks); no nonce is given. Decryption
writes each chunk once it verified; on a failed chunk it stops with exit 1 and removes the -o file
(a partial plaintext is never left behind; on stdout what was written before the failure stays).

Inputs come from stdin, ``-i FILE`` or ``--in-hex HEX``; output goes to stdout or ``-o FILE``, raw
bytes unless ``--hex``. Keys, nonces and associated data are hex on the command line or read raw
from a file (``--key-file``, ``--nonce-file``, ``--ad-file``). Sealed data is ``ciphertext || tag``.
Exit status: 0 success, 1 authentication failure (nothing written), 2 usage or input error.
"""
from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile
from typing import BinaryIO, Callable, List, Optional

import lwcrypt


class UsageError(Exception):
    pass


def _hex(text: str, what: str) -> bytes:
    try:
        return bytes.fromhex(text.replace(":", " "))
    except ValueError:
        raise UsageError(f"{what}: not a hex string: {text!r}") from None


def _read_file(path: str, what: str) -> bytes:
    try:
        if path == "-":
            return sys.stdin.buffer.read()
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise UsageError(f"{what}: {e.strerror}: {path}") from None


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


def _output(args: argparse.Namespace, data: bytes) -> None:
    payload = (data.hex() + "\n").encode() if args.hex else data
    if args.output and args.output != "-":
        with open(args.output, "wb") as f:
            f.write(payload)
    else:
        sys.stdout.buffer.write(payload)
        sys.stdout.buffer.flush()


def _aead_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("-a", "--algorithm",
                   help="AEAD name (see 'lwcrypt list'), or <cipher>-ccm / <cipher>-gcm for LEA in CCM or GCM "
                        "(decrypt --stream: optional, the header names it)")
    p.add_argument("-k", "--key", metavar="HEX", help="key in hex")
    p.add_argument("--key-file", metavar="FILE", help="key as raw bytes in FILE")
    p.add_argument("-n", "--nonce", metavar="HEX", help="nonce in hex (never reuse one under a key)")
    p.add_argument("--nonce-file", metavar="FILE", help="nonce as raw bytes in FILE")
    p.add_argument("--ad-hex", dest="ad", metavar="HEX", help="associated data in hex (default: none)")
    p.add_argument("--ad-file", metavar="FILE", help="associated data as raw bytes in FILE")
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
                 "cipher": f"block {i.get('block_size')}"}[str(i["kind"])]
        rows.append((name, i["kind"], i.get("key_size", ""), i.get("nonce_size", ""), other))
    if args.kind in (None, "aead"):
        for name in _block_aead_names():
            k = lwcrypt.info(name.rsplit("-", 1)[0])["key_size"]
            nonce = "7-13" if name.endswith("ccm") else "12"
            rows.append((name, "aead", k, nonce, "tag 16 (block-cipher mode)"))
    print(f"{'name':<16}{'kind':<8}{'key':>5}{'nonce':>7}  sizes in bytes")
    for name, kind, key, nonce, other in rows:
        print(f"{name:<16}{kind:<8}{key!s:>5}{nonce!s:>7}  {other}")
    return 0


def _block_aead_names() -> List[str]:
    """'<cipher>-ccm' and '<cipher>-gcm' for the 128-bit block ciphers, when the library has modes."""
    if not lwcrypt.HAVE_MODES:
        return []
    return [f"{c}-{m}" for c in lwcrypt.algorithms("cipher") if lwcrypt.info(c)["block_size"] == 16
            for m in ("ccm", "gcm")]


def _sealer(name: str, key: bytes, decrypt: bool):
    """fn(nonce, data, ad) for an AEAD of the table or a block cipher in CCM/GCM (16-byte tag)."""
    if name in _block_aead_names():
        base, mode = name.rsplit("-", 1)
        c = lwcrypt.cipher(base, key)
        return getattr(c, f"{mode}_{'decrypt' if decrypt else 'encrypt'}")
    box = lwcrypt.aead(name)

    def fn(nonce: bytes, data: bytes, ad: bytes) -> bytes:
        return (box.decrypt if decrypt else box.encrypt)(key, nonce, data, ad)
    return fn


def _stream_args(p: argparse.ArgumentParser, encrypt: bool) -> None:
    p.add_argument("--stream", action="store_true",
                   help="any size in constant memory: the sealed-file format of docs/streams.md (no nonce)")
    if encrypt:
        p.add_argument("--chunk-size", type=int, default=lwcrypt.streams.DEFAULT_CHUNK, metavar="N",
                       help="--stream: plaintext bytes per chunk (default %(default)s)")
        p.add_argument("--prefix", metavar="HEX", help="--stream: the nonce prefix (default: random)")


def _run_stream(args: argparse.Namespace, work: Callable[[BinaryIO, BinaryIO], int]) -> int:
    """work(src, dst) between the input and the output; a file output appears only when work
    succeeded (written to a temporary file beside it, then renamed)."""
    if args.hex or getattr(args, "ad", None) is not None or getattr(args, "ad_file", None) is not None:
        raise UsageError("--stream takes no --hex or associated data (the header is authenticated)")
    if args.nonce is not None or args.nonce_file is not None:
        raise UsageError("--stream takes no nonce (each chunk's nonce is derived from the stream's prefix)")
    if args.in_hex is not None and args.input is not None:
        raise UsageError("give either -i/--input or --in-hex, not both")
    try:
        src = (io.BytesIO(_hex(args.in_hex, "input")) if args.in_hex is not None else
               sys.stdin.buffer if args.input in (None, "-") else open(args.input, "rb"))
    except OSError as e:
        raise UsageError(f"input: {e.strerror}: {args.input}") from None
    with src:
        if not args.output or args.output == "-":
            work(src, sys.stdout.buffer)
            sys.stdout.buffer.flush()
            return 0
        folder = os.path.dirname(os.path.abspath(args.output))
        fd, tmp = tempfile.mkstemp(prefix=".lwcrypt-", dir=folder)
        try:
            with os.fdopen(fd, "wb") as dst:
                work(src, dst)
            os.replace(tmp, args.output)
        except BaseException:
            os.unlink(tmp)
            raise
    return 0


def _need_algorithm(args: argparse.Namespace) -> None:
    if not args.algorithm:
        raise UsageError("the algorithm is required (-a/--algorithm)")


def _cmd_encrypt(args: argparse.Namespace) -> int:
    _need_algorithm(args)
    if args.stream:
        key = _value(args, "key", True)
        prefix = _hex(args.prefix, "prefix") if args.prefix is not None else None
        return _run_stream(args, lambda src, dst: lwcrypt.seal_file(src, dst, args.algorithm, key, prefix,
                                                                    args.chunk_size))
    key, nonce, ad = _value(args, "key", True), _value(args, "nonce", True), _value(args, "ad", False)
    seal = _sealer(args.algorithm, key, False)
    _output(args, seal(nonce, _input(args), ad))
    return 0


def _cmd_decrypt(args: argparse.Namespace) -> int:
    if args.stream:
        key = _value(args, "key", True)
        try:
            return _run_stream(args, lambda src, dst: lwcrypt.open_file(src, dst, key, args.algorithm))
        except lwcrypt.AuthenticationError as e:
            print(f"lwcrypt: {e}", file=sys.stderr)
            return 1
    _need_algorithm(args)
    key, nonce, ad = _value(args, "key", True), _value(args, "nonce", True), _value(args, "ad", False)
    open_ = _sealer(args.algorithm, key, True)
    sealed = _input(args)
    try:
        plain = open_(nonce, sealed, ad)
    except lwcrypt.AuthenticationError as e:
        print(f"lwcrypt: {e}", file=sys.stderr)
        return 1
    _output(args, plain)
    return 0


def _cmd_hash(args: argparse.Namespace) -> int:
    h = lwcrypt.hash_algorithm(args.algorithm)
    if args.in_hex is not None:
        if args.files:
            raise UsageError("give either files or --in-hex, not both")
        print(h.digest(_hex(args.in_hex, "input")).hex())
        return 0
    for path in args.files or ["-"]:  # read in pieces: files of any size in constant memory
        state = lwcrypt.new_hash(args.algorithm)
        try:
            with (open(path, "rb") if path != "-" else sys.stdin.buffer) as f:
                for piece in iter(lambda: f.read(1 << 20), b""):
                    state.update(piece)
        except OSError as e:
            raise UsageError(f"input: {e.strerror}: {path}") from None
        print(f"{state.hexdigest()}  {path}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lwcrypt", description=__doc__.split("\n\n")[0],
                                epilog="Sealed data is ciphertext || tag. Exit status 1: authentication failed.")
    p.add_argument("--version", action="version", version=f"lwcrypt {lwcrypt.__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    s = sub.add_parser("list", help="list the algorithms and their sizes")
    s.add_argument("--kind", choices=["aead", "hash", "cipher"], help="only this kind")
    s.set_defaults(func=_cmd_list)
    s = sub.add_parser("encrypt", help="AEAD-encrypt: output ciphertext || tag")
    _aead_args(s)
    _stream_args(s, True)
    s.set_defaults(func=_cmd_encrypt)
    s = sub.add_parser("decrypt", help="AEAD-decrypt ciphertext || tag (exit 1 and no output if forged)")
    _aead_args(s)
    _stream_args(s, False)
    s.set_defaults(func=_cmd_decrypt)
    s = sub.add_parser("hash", help="hash files or stdin")
    s.add_argument("-a", "--algorithm", default="romulus-h", help="hash name (default: romulus-h)")
    s.add_argument("files", nargs="*", metavar="FILE", help="files to hash (default: stdin)")
    s.add_argument("--in-hex", metavar="HEX", help="hash these bytes, given in hex")
    s.set_defaults(func=_cmd_hash)
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (UsageError, ValueError) as e:  # includes UnknownAlgorithmError and size errors
        print(f"lwcrypt: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
