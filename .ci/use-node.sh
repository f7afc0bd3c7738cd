# Sourced by .ci/run: puts Node 24 LTS (see .nvmrc) first on PATH, so CI tests the runtime the portal ships on.
# Where the machine's node is missing or another version, the npm registry's build of Node 24 (the `node-linux-<arch>` package)
# is fetched once into a cache with `npm pack`; the machine's npm then runs on it (with no node or npm at all, Debian's
# are installed first, only to fetch with). Test it alone:
#   PATH=/usr/bin:/bin bash -c 'set -euo pipefail; source .ci/use-node.sh; node -v'
# (PSP_NODE_CACHE chooses the cache, $HOME/.cache/psp-node by default.)

psp_node_supported() {
  command -v node >/dev/null 2>&1 && node -e 'process.exit(process.versions.node.split(".")[0] === "24" ? 0 : 1)'
}

psp_use_node() {
  if psp_node_supported; then
    echo "== node $(node -v)"
    return 0
  fi
  local found="none"
  command -v node >/dev/null 2>&1 && found="$(node -v)"
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "node $found is not Node 24, and no Node 24 build is known for $(uname -m)" >&2
      return 1
      ;;
  esac
  local cache="${PSP_NODE_CACHE:-$HOME/.cache/psp-node}"
  local bin="$cache/node-linux-$arch/package/bin"
  if [ ! -x "$bin/node" ]; then
    if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
      # npm fetches Node 24, and npm itself needs some node: Debian's, only to bootstrap.
      if ! command -v apt-get >/dev/null 2>&1; then
        echo "no node or npm on this machine to fetch Node 24 with: install Node.js 24" >&2
        return 1
      fi
      echo "== installing Debian's nodejs and npm, only to fetch Node 24 with"
      apt-get update
      DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm
    fi
    echo "== fetching Node 24 (npm package node-linux-$arch) into $cache, as the machine has node $found"
    local stage="$cache/stage-$$"
    rm -rf "$stage"
    mkdir -p "$stage"
    # npm pack only downloads: it runs no install scripts, and the machine's npm runs on whatever node it has.
    local tarball
    tarball="$(cd "$stage" && npm pack --silent "node-linux-$arch@24" | tail -n 1)"
    tar -xzf "$stage/$tarball" -C "$stage"
    rm -rf "$cache/node-linux-$arch"
    mkdir -p "$cache/node-linux-$arch"
    mv "$stage/package" "$cache/node-linux-$arch/package"
    rm -rf "$stage"
  fi
  export PATH="$bin:$PATH"
  hash -r
  if ! psp_node_supported; then
    echo "the fetched node in $bin does not run or is not Node 24" >&2
    return 1
  fi
  echo "== node $(node -v) from $bin (the machine has $found)"
}

psp_use_node
