#!/usr/bin/env bash
# Makes the home page's intro video and its poster image from a synthetic scene: sunlight
# rippling through the surface of the sea (caustics and light shafts) over a gradient from the
# site's teal (#088395) near the surface to deep ocean (#0a4d68) and darker water below.
#
# Outputs (committed; the site serves them as static files):
#   static/video/intro.webm          VP9, no audio
#   static/video/intro.mp4           H.264 (High profile), no audio, moov atom first
#   static/img/home/intro-poster.webp  the first frame, shown before the video plays and instead
#                                      of it under reduced motion or Save-Data
#
# Every moving term of the scene is periodic in DURATION seconds, so the last frame runs into the
# first and the clip loops without a visible seam. The run is deterministic (no noise sources).
#
# Usage: bash scripts/samples/make-intro-video.sh   (needs ffmpeg with libvpx-vp9, libx264 and libwebp;
# Debian: apt-get install ffmpeg). Rendering the scene takes about a quarter of an hour on two
# idle cores (the geq filter computes every pixel of every frame).
# The script fails if the two videos together exceed the 1.5 MB budget of the design.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VIDEO_DIR="$ROOT/static/video"
POSTER="$ROOT/static/img/home/intro-poster.webp"

WIDTH=960
HEIGHT=540
FPS=25
DURATION=10
BUDGET_BYTES=$((1536 * 1024))

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$VIDEO_DIR" "$(dirname "$POSTER")"

# --- The scene, as per-pixel expressions for ffmpeg's geq filter -------------------------------
# P: phase, one full turn per DURATION; every time-dependent term uses whole multiples of it.
P="(2*PI*T/$DURATION)"
# Depth: 0 at the top of the frame (near the surface), 1 at the bottom.
DEPTH="(Y/H)"
# Domain-warped coordinates give the caustic net its organic, cell-like shape.
U="(X*0.024+1.0*sin(Y*0.017+$P))"
V="(Y*0.032+1.0*sin(X*0.015-$P))"
# Caustics: bright thin lines where a sum of three travelling waves crosses zero.
WAVES="(sin($U+$V+$P)+sin($U*0.8-$V*1.3-2*$P+1.7)+sin(-$U*1.1+$V*0.6+$P+4.1))"
CAUSTICS="pow(max(0,1-abs($WAVES)/1.2),6)"
# Light shafts slanting down from the surface, swaying slowly.
SHAFTS="(pow(max(0,sin(X/W*PI*3.2-Y/H*1.1+0.45*sin($P))),12)+0.6*pow(max(0,sin(X/W*PI*5.3+Y/H*0.7+0.4*sin(2*$P+1))),16))"
# Light: caustics fade with depth faster than the shafts.
LIGHT="(0.65*$CAUSTICS*pow(1-$DEPTH,1.6)+0.26*$SHAFTS*pow(1-$DEPTH,1.5))"
# Water colour: teal (8,131,149) at the top, deep ocean (10,77,104) lower, darker at the bottom.
BASE_R="(8*(1-$DEPTH)+10*$DEPTH-4*$DEPTH*$DEPTH)"
BASE_G="(131*(1-$DEPTH)+77*$DEPTH-33*$DEPTH*$DEPTH)"
BASE_B="(149*(1-$DEPTH)+104*$DEPTH-44*$DEPTH*$DEPTH)"
# Lit water tends to the sea-foam tint (207,232,243).
RED="($BASE_R+$LIGHT*(207-$BASE_R))"
GREEN="($BASE_G+$LIGHT*(232-$BASE_G))"
BLUE="($BASE_B+$LIGHT*(243-$BASE_B))"

echo "Rendering ${DURATION}s of ${WIDTH}x${HEIGHT} at ${FPS} fps…"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${DURATION},format=gbrp" \
  -vf "geq=r='$RED':g='$GREEN':b='$BLUE',format=yuv420p" \
  -c:v ffv1 "$WORK/scene.mkv"

echo "Encoding VP9…"
# Two passes, constant quality; one keyframe for the whole clip (it is short and loops).
VP9=(-c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 1 -g $((FPS * DURATION)) -pix_fmt yuv420p -an)
ffmpeg -hide_banner -loglevel error -y -i "$WORK/scene.mkv" "${VP9[@]}" -pass 1 -passlogfile "$WORK/vp9" -f null /dev/null
ffmpeg -hide_banner -loglevel error -y -i "$WORK/scene.mkv" "${VP9[@]}" -pass 2 -passlogfile "$WORK/vp9" "$VIDEO_DIR/intro.webm"

echo "Encoding H.264…"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/scene.mkv" \
  -c:v libx264 -preset veryslow -crf 30 -profile:v high -level 4.0 -tune animation \
  -g $((FPS * DURATION)) -pix_fmt yuv420p -movflags +faststart -an "$VIDEO_DIR/intro.mp4"

echo "Writing the poster…"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/scene.mkv" -frames:v 1 \
  -c:v libwebp -quality 72 -compression_level 6 "$POSTER"

webm_bytes=$(stat -c %s "$VIDEO_DIR/intro.webm")
mp4_bytes=$(stat -c %s "$VIDEO_DIR/intro.mp4")
total=$((webm_bytes + mp4_bytes))
echo "intro.webm ${webm_bytes} B, intro.mp4 ${mp4_bytes} B, together ${total} B (budget ${BUDGET_BYTES} B)"
echo "poster $(stat -c %s "$POSTER") B"
if ((total > BUDGET_BYTES)); then
  echo "The two videos exceed the 1.5 MB budget: raise the -crf values above." >&2
  exit 1
fi
