command: /work/scratch-bench/iozone-src/src/iozone -t 2 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:48:53Z
finished_utc: 2026-12-05T08:49:08Z
elapsed_s: 15.4
load_before:  08:48:53 up  4:03,  0 user,  load average: 4.66, 5.53, 5.72
busiest_before: rustc(51.5%) rust-lld(18.0%) cargo(1.5%) cc(1.3%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t2.txt
