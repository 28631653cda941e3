command: /work/scratch-bench/iozone-src/src/iozone -t 4 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T09:00:54Z
finished_utc: 2026-12-05T09:01:15Z
elapsed_s: 21.0
load_before:  09:00:54 up  4:15,  0 user,  load average: 4.43, 4.14, 4.61
busiest_before: rustc(80.0%) rust-lld(24.5%) rustc(10.6%) cargo(1.3%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t4.txt
