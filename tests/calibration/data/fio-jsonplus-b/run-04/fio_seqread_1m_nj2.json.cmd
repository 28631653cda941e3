command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:23:58Z
finished_utc: 2026-12-05T11:24:05Z
elapsed_s: 6.3
load_before:  11:23:58 up 17 min,  0 user,  load average: 4.47, 4.15, 2.48
busiest_before: rustc(62.7%) clippy-driver(38.5%) clippy-driver(37.8%) cargo(1.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj2.json
