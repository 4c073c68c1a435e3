#!/usr/bin/env bash
# Brings a clean machine to what Lotus needs: Node 24 and pnpm 12 from the npm registry (under
# ~/.local/node24 when the machine's own Node is another version) and Debian's chromium for the
# end-to-end tests. Source it (`. tooling/scripts/bootstrap.sh`) so PATH changes stay; .ci/run does.
set -euo pipefail

lotus_node_prefix="${HOME}/.local/node24"

if ! command -v node >/dev/null 2>&1 || [[ "$(node -v)" != v24.* ]]; then
  if [[ ! -x "${lotus_node_prefix}/bin/node" || "$("${lotus_node_prefix}/bin/node" -v)" != v24.* ]]; then
    echo "==> Installing Node 24 from the npm registry into ${lotus_node_prefix}"
    npm install --global --prefix "${lotus_node_prefix}" node@24 >/dev/null
  fi
  export PATH="${lotus_node_prefix}/bin:${PATH}"
fi

if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm -v)" != 12.* ]]; then
  echo "==> Installing pnpm 12 from the npm registry into ${lotus_node_prefix}"
  npm install --global --prefix "${lotus_node_prefix}" pnpm@12 >/dev/null
  export PATH="${lotus_node_prefix}/bin:${PATH}"
fi
echo "node $(node -v), pnpm $(pnpm -v)"

if [[ -z "${CHROMIUM_PATH:-}" && ! -x /usr/bin/chromium ]]; then
  echo "==> Installing Debian's chromium"
  lotus_sudo=""
  [[ "$(id -u)" -ne 0 ]] && lotus_sudo="sudo"
  ${lotus_sudo} apt-get update -qq
  DEBIAN_FRONTEND=noninteractive ${lotus_sudo} apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null || true
